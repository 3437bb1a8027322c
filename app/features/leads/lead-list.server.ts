import { TZDate } from "@date-fns/tz";
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leadStatuses, leads, leadTasks, users, type LeadStatus } from "~/db/schema";
import { businessTimeZone } from "~/lib/dates";
import { readPage, type ListPaging } from "~/lib/list-paging";
import { boardColumnSize, noOwnerFilter, openStatusFilter, type LeadFilters } from "./lead-filters";
import { sumOfValues } from "./lead-columns.server";
import { openLeadStatuses } from "./pipeline";

/** Midnight in São Paulo of a day 'AAAA-MM-DD', `days` later. */
function businessMidnight(day: string, days = 0) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + days, businessTimeZone).getTime());
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The live leads the filters keep; a meeting still to come is one after `now`. */
function leadConditions(filters: LeadFilters, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(leads.deleted, false)];
  if (filters.status === openStatusFilter) conditions.push(inArray(leads.status, [...openLeadStatuses]));
  else if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.owner === noOwnerFilter) conditions.push(isNull(leads.ownerId));
  else if (filters.owner) conditions.push(eq(leads.ownerId, filters.owner));
  if (filters.source) conditions.push(eq(leads.firstSource, filters.source));
  if (filters.campaign) conditions.push(eq(leads.firstUtmCampaign, filters.campaign));
  if (filters.from) conditions.push(gte(leads.createdAt, businessMidnight(filters.from)));
  if (filters.to) conditions.push(lt(leads.createdAt, businessMidnight(filters.to, 1)));
  if (filters.meeting) conditions.push(gt(leads.meetingAt, now));
  if (filters.q) {
    const folded = sql`immutable_unaccent(lower(${`%${escapeLike(filters.q)}%`}))`;
    conditions.push(
      or(
        ...[leads.name, leads.email, leads.company, leads.phone].map(
          (field) => sql`immutable_unaccent(lower(coalesce(${field}, ''))) like ${folded}`,
        ),
      ),
    );
  }
  return and(...conditions);
}

/** When the lead's next open task is due, or null. */
const nextOpenTask =
  sql`(select min(${leadTasks.dueAt}) from ${leadTasks} where ${leadTasks.leadId} = ${leads.id} and ${leadTasks.doneAt} is null)`.mapWith(
    leadTasks.dueAt,
  );

const leadListColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  status: leads.status,
  lostReason: leads.lostReason,
  lostDetail: leads.lostDetail,
  valueCents: leads.valueCents,
  ownerId: leads.ownerId,
  ownerName: users.name,
  nextTaskAt: nextOpenTask,
  firstSource: leads.firstSource,
  firstUtmCampaign: leads.firstUtmCampaign,
  lastSource: leads.lastSource,
  lastUtmCampaign: leads.lastUtmCampaign,
  lastTouchAt: leads.lastTouchAt,
  meetingAt: leads.meetingAt,
  meetingHeldUntil: leads.meetingHeldUntil,
  createdAt: leads.createdAt,
};

// The most recent touch first: whoever just wrote again comes back to the top.
const newestTouch = [desc(leads.lastTouchAt), desc(leads.createdAt), asc(leads.id)];
// The meetings to come, the soonest first: the order of a day's work.
const soonestMeeting = [asc(leads.meetingAt), ...newestTouch];

function selectLeads(filters: LeadFilters, where: SQL | undefined) {
  return db()
    .select(leadListColumns)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(where)
    .orderBy(...(filters.meeting ? soonestMeeting : newestTouch));
}

/** One page of the filtered live leads, the most recently touched first (with a meeting to come, the soonest first). */
export function pageOfLeads(filters: LeadFilters, paging: ListPaging, now = new Date()) {
  const where = leadConditions(filters, now);
  return readPage(
    paging,
    () => db().$count(leads, where),
    ({ limit, offset }) => selectLeads(filters, where).limit(limit).offset(offset),
  );
}

/** Every filtered live lead, for the CSV export. */
export function listFilteredLeads(filters: LeadFilters, now = new Date()) {
  return selectLeads(filters, leadConditions(filters, now));
}

/** The board: per status, the filtered leads' count and value, and the most recently touched of them. */
export async function leadBoard(filters: LeadFilters, now = new Date()) {
  const where = leadConditions({ ...filters, status: "" }, now);
  const totals = await db()
    .select({ status: leads.status, total: count(), valueCents: sumOfValues })
    .from(leads)
    .where(where)
    .groupBy(leads.status);
  const columns = await Promise.all(
    leadStatuses.map(async (status: LeadStatus) => ({
      status,
      total: totals.find((row) => row.status === status)?.total ?? 0,
      valueCents: totals.find((row) => row.status === status)?.valueCents ?? 0,
      leads: await selectLeads(filters, and(where, eq(leads.status, status))).limit(boardColumnSize),
    })),
  );
  return columns;
}

/** The first touches' sources and campaigns of the live leads, for the filters' choices. */
export async function leadFilterChoices() {
  const live = eq(leads.deleted, false);
  const [sources, campaigns] = await Promise.all([
    db()
      .selectDistinct({ value: leads.firstSource })
      .from(leads)
      .where(and(live, isNotNull(leads.firstSource)))
      .orderBy(leads.firstSource)
      .limit(200),
    db()
      .selectDistinct({ value: leads.firstUtmCampaign })
      .from(leads)
      .where(and(live, isNotNull(leads.firstUtmCampaign)))
      .orderBy(leads.firstUtmCampaign)
      .limit(200),
  ]);
  return { sources: sources.map((row) => row.value!), campaigns: campaigns.map((row) => row.value!) };
}
