import { companyContacts } from "~/features/reminders/index.server";
import type { HoldPageCompany, HoldPageState } from "./components/meeting-hold-view";
import { confirmMeetingHold, meetingHoldByLink } from "./meeting-holds.server";

/** The link's page is the visitor's alone: no cache keeps it, no search engine lists it. */
export const holdPageHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

async function company(): Promise<HoldPageCompany> {
  const contacts = await companyContacts();
  return { name: contacts.name, phone: contacts.phone, email: contacts.sales };
}

/** What the link opens, read only: mail scanners open links, and opening one confirms nothing. */
export async function holdPage(token: string, now = new Date()): Promise<{ page: HoldPageState; company: HoldPageCompany }> {
  const [hold, contacts] = await Promise.all([meetingHoldByLink(token, now), company()]);
  const page: HoldPageState = hold.open
    ? { state: "open", at: hold.at.toISOString(), minutes: hold.minutes, heldUntil: hold.heldUntil.toISOString() }
    : { state: "closed" };
  return { page, company: contacts };
}

/** The button's post: the hold confirmed, or the link's closed page when it no longer opens. */
export async function confirmHoldPage(token: string, now = new Date()): Promise<{ page: HoldPageState; company: HoldPageCompany }> {
  const [confirmed, contacts] = await Promise.all([confirmMeetingHold(token, now), company()]);
  const page: HoldPageState = confirmed.ok
    ? { state: "confirmed", at: confirmed.at.toISOString(), minutes: confirmed.minutes }
    : { state: "closed" };
  return { page, company: contacts };
}
