/** Leads: the pipeline, the list and board, a lead's page, meetings and their holds; this is its server side. */
export { findLiveLead, linkSessionToLead, upsertLead } from "./leads.server";
export { cancelMeeting } from "./meeting-admin.server";
export { confirmMeetingHold, startHoldSweep } from "./meeting-holds.server";
export { confirmHoldPage, holdPage, holdPageHeaders } from "./meeting-hold-page.server";
export { bookMeeting, countUpcomingMeetings, freeSlots, listUpcomingMeetings, type BookingResult } from "./meetings.server";
export { attachLead, type TouchOrigin } from "./lead-match.server";
export { leadAction } from "./lead-action.server";
export { findLeadDetail, openLeadsByOwner } from "./lead-detail.server";
export { leadBoard, leadFilterChoices, listFilteredLeads, pageOfLeads } from "./lead-list.server";
export { listLeadOwners, settleLeadByProposal } from "./pipeline.server";
export { leadTimeline } from "./timeline.server";
export { listLeadTasks } from "./lead-tasks.server";
export { replyDraft } from "./reply-draft.server";
export { touchAlertsOf } from "./touch-alerts.server";
export { newLeadAction, recordOutsideTouch } from "./outside-touch.server";
export { liveLeadsOfContacts, type KnownLead } from "./lead-lookup.server";
