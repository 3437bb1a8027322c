/** Leads: the pipeline, the list and board, a lead's page, meetings and their holds. */
export { MeetingHoldBadge } from "./components/meeting-hold-badge";
export { MeetingHoldView } from "./components/meeting-hold-view";
export { leadContactSchema, leadEmailSchema, leadMessages, leadNameSchema, leadPhoneSchema, phoneKey } from "./contact-rules";
export { leadStatusLabel } from "./lead-status";
export { holdEndTime, meetingHoldEnd } from "./meeting-hold";
export { LeadPage } from "./components/lead-page";
export { LeadsBoard } from "./components/leads-board";
export { LeadsFilters } from "./components/leads-filters";
export { LeadsList } from "./components/leads-list";
export { OpenLeadsCard } from "./components/open-leads-card";
export { boardColumnSize, boardView, hasLeadFilters, leadFilterQuery, readLeadFilters, upcomingMeetingsHref } from "./lead-filters";
export { toLeadListItem } from "./lead-list-row";
export { leadsCsv } from "./leads-csv";
export { NewLeadForm } from "./components/new-lead-form";
export { outsideSourceLabels, outsideSourceOf, outsideSources, outsideTouchSchema, type OutsideTouch } from "./outside-touch";
