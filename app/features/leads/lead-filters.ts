import { leadStatuses, type LeadStatus } from "~/db/schema";

/**
 * The leads list's filters, kept in its address (`/admin/leads?status=…`) so a filtered list can
 * be linked, reloaded, exported and read without scripts. Source and campaign are the first
 * touch's: what brought the person. The period is the lead's creation, in São Paulo days.
 * `?reuniao=marcada` is the meetings still to come, where the dashboard's meetings card links.
 */
export type LeadFilters = {
  q: string;
  /** A status, 'abertos' (every open status) or '' for all. */
  status: LeadStatus | "abertos" | "";
  /** A staff member's id, 'nenhum' (nobody's) or '' for all. */
  owner: string;
  source: string;
  campaign: string;
  /** 'AAAA-MM-DD' or ''. */
  from: string;
  to: string;
  /** 'marcada': only leads with a meeting still to come, the soonest first; '' for all. */
  meeting: typeof upcomingMeetingFilter | "";
};

export const leadFilterParams = {
  q: "q",
  status: "status",
  owner: "responsavel",
  source: "origem",
  campaign: "campanha",
  from: "de",
  to: "ate",
  meeting: "reuniao",
} as const satisfies Record<keyof LeadFilters, string>;

export const noOwnerFilter = "nenhum";
export const openStatusFilter = "abertos";
export const upcomingMeetingFilter = "marcada";

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const text = (search: URLSearchParams, name: string, max: number) => (search.get(name) ?? "").trim().slice(0, max);

/** The filters in the address; anything unreadable filters nothing. */
export function readLeadFilters(search: URLSearchParams): LeadFilters {
  const status = text(search, leadFilterParams.status, 30);
  const from = text(search, leadFilterParams.from, 10);
  const to = text(search, leadFilterParams.to, 10);
  return {
    q: text(search, leadFilterParams.q, 100),
    status: status === openStatusFilter || (leadStatuses as readonly string[]).includes(status) ? (status as LeadFilters["status"]) : "",
    owner: text(search, leadFilterParams.owner, 100),
    source: text(search, leadFilterParams.source, 100),
    campaign: text(search, leadFilterParams.campaign, 200),
    from: isDay(from) ? from : "",
    to: isDay(to) ? to : "",
    meeting: text(search, leadFilterParams.meeting, 10) === upcomingMeetingFilter ? upcomingMeetingFilter : "",
  };
}

/** The filters as an address's query, empty ones left out. */
export function leadFilterQuery(filters: LeadFilters) {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(leadFilterParams)) {
    const value = filters[key as keyof LeadFilters];
    if (value) query.set(name, value);
  }
  return query;
}

/** The leads with a meeting still to come, the soonest first: where the dashboard and the assistant's screen send staff. */
export const upcomingMeetingsHref = `/admin/leads?${leadFilterParams.meeting}=${upcomingMeetingFilter}`;

export const hasLeadFilters = (filters: LeadFilters) => Object.values(filters).some(Boolean);

/** The list shows as a table or as the board ('?vista=quadro'). */
export const boardView = "quadro";

/** How many cards each column of the board shows; the list holds the rest. */
export const boardColumnSize = 50;
