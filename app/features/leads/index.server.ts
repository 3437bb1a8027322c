export { findLiveLead, linkSessionToLead, listLeads, setLeadStatus, softDeleteLead, upsertLead } from "./leads.server";
export { cancelMeeting } from "./meeting-admin.server";
export { bookMeeting, countUpcomingMeetings, freeSlots, listUpcomingMeetings, type BookingResult } from "./meetings.server";
export { attachLead, type AttachedLead, type TouchContact, type TouchOrigin } from "./lead-match.server";
