export { MeetingsCard } from "./components/meetings-card";
export { fetchJson, meetingsQuery, statsQuery, type MeetingItem } from "./query-options";
