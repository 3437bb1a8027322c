import { leads } from "~/db/schema";

/** What staff see of a lead in a list: its contact, meeting and status. */
export const leadCardColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  meetingAt: leads.meetingAt,
  meetingHeldUntil: leads.meetingHeldUntil,
  status: leads.status,
};
