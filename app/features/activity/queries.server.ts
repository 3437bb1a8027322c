import { and, asc, count, desc, eq, gte, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { activityLog, users, type ActivityChange } from "~/db/schema";
import { readListPaging, readPage, staffListSizes } from "~/lib/list-paging";
import { periodStart, readPeriod, type Period } from "~/lib/periods";
import { isActivityEntity, type ActivityAction, type ActivityEntity } from "./entities";

type ActivityRow = {
  id: number;
  at: string;
  actorName: string | null;
  entity: ActivityEntity;
  entityId: string;
  action: ActivityAction;
  label: string;
  fields: string[];
  changes: ActivityChange[];
};

export type ActivityFilters = { person: string; entity: ActivityEntity | ""; period: Period };

/** The filters of the address: `pessoa` (an account's id), `tipo` (an entity) and `periodo`. */
function readActivityFilters(search: URLSearchParams): ActivityFilters {
  const entity = search.get("tipo");
  return {
    person: (search.get("pessoa") ?? "").slice(0, 100),
    entity: isActivityEntity(entity) ? entity : "",
    period: readPeriod(search.get("periodo")),
  };
}

const rowColumns = {
  id: activityLog.id,
  at: activityLog.at,
  actorName: users.name,
  entity: activityLog.entity,
  entityId: activityLog.entityId,
  action: activityLog.action,
  label: activityLog.label,
  fields: activityLog.fields,
  changes: activityLog.changes,
};

const asRow = (row: { at: Date; entity: string; action: string } & Omit<ActivityRow, "at" | "entity" | "action">): ActivityRow => ({
  ...row,
  at: row.at.toISOString(),
  entity: row.entity as ActivityEntity,
  action: row.action as ActivityAction,
});

/** One page of the log, newest first, as the filters narrow it. */
export async function pageOfActivity(search: URLSearchParams, now = new Date()) {
  const filters = readActivityFilters(search);
  const conditions: SQL[] = [];
  if (filters.person) conditions.push(eq(activityLog.actorId, filters.person));
  if (filters.entity) conditions.push(eq(activityLog.entity, filters.entity));
  const since = periodStart(filters.period, now);
  if (since) conditions.push(gte(activityLog.at, since));
  const where = and(...conditions);
  const page = await readPage(
    readListPaging(search, staffListSizes),
    async () => (await db().select({ total: count() }).from(activityLog).where(where))[0]?.total ?? 0,
    ({ limit, offset }) =>
      db()
        .select(rowColumns)
        .from(activityLog)
        .leftJoin(users, eq(users.id, activityLog.actorId))
        .where(where)
        .orderBy(desc(activityLog.at), desc(activityLog.id))
        .limit(limit)
        .offset(offset),
  );
  return { filters, ...page, rows: page.rows.map(asRow) };
}

/** The latest rows, for the dashboard. */
export async function recentActivity(limit = 5) {
  const rows = await db()
    .select(rowColumns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(limit);
  return rows.map(asRow);
}

/** Everyone who can appear in the log, for the person filter. */
export function activityPeople() {
  return db().select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name));
}
