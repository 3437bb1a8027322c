import { getTableColumns, getTableName, inArray, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { recordActivity } from "~/features/activity/index.server";
import { belongsToStaff } from "~/features/auth/index.server";
import { db, type Transaction } from "~/db/client.server";
import {
  activityLog,
  agentMessages,
  chatSessions,
  contactRequests,
  leadEvents,
  leads,
  leadTasks,
  outboxMails,
  visitorAnalytics,
  visits,
} from "~/db/schema";
import { findPersonRows, type PersonRows } from "./person-rows.server";
import type { ExportFormat, PersonExport, StoredRow } from "./person-export";
import { privacyMessages } from "./privacy-messages";
import type { ActionResult } from "~/lib/action-result";

type Section = { table: PgTable; key: Column; ids: (rows: PersonRows) => readonly (string | number)[] };

// In the order a person reads them: who they are, what they sent, what the site sent and did.
const sections: Section[] = [
  { table: leads, key: leads.id, ids: (rows) => rows.leadIds },
  { table: leadEvents, key: leadEvents.id, ids: (rows) => rows.leadEventIds },
  { table: leadTasks, key: leadTasks.id, ids: (rows) => rows.leadTaskIds },
  { table: contactRequests, key: contactRequests.id, ids: (rows) => rows.contactRequestIds },
  { table: chatSessions, key: chatSessions.sessionId, ids: (rows) => rows.chatSessionIds },
  { table: agentMessages, key: agentMessages.id, ids: (rows) => rows.agentMessageIds },
  { table: outboxMails, key: outboxMails.id, ids: (rows) => rows.outboxMailIds },
  { table: activityLog, key: activityLog.id, ids: (rows) => rows.activityIds },
  { table: visits, key: visits.id, ids: (rows) => rows.visitIds },
  { table: visitorAnalytics, key: visitorAnalytics.id, ids: (rows) => rows.pageViewIds },
];

/** A row under the names its columns have in the database ("created_at"), as the export shows it. */
function withColumnNames(table: PgTable, row: Record<string, unknown>): StoredRow {
  const named: StoredRow = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    const value = row[property];
    named[column.name] = value instanceof Date ? value.toISOString() : (value as StoredRow[string]);
  }
  return named;
}

async function readSection(tx: Transaction, section: Section, rows: PersonRows) {
  const ids = section.ids(rows);
  const found =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(section.table)
          .where(inArray(section.key, [...ids]));
  return [getTableName(section.table), found.map((row) => withColumnNames(section.table, row))] as const;
}

/**
 * Everything stored about the e-mail of this lead, table by table, read in one snapshot; the
 * activity log records the export (which lead, not who it is). Refused when no lead has this id,
 * or when its e-mail is a staff account's (decision 177).
 */
export async function exportPersonData(
  leadId: string,
  format: ExportFormat,
  now = new Date(),
): Promise<ActionResult<{ exported: PersonExport }>> {
  return db().transaction(
    async (tx): Promise<ActionResult<{ exported: PersonExport }>> => {
      const rows = await findPersonRows(tx, leadId);
      if (!rows) return { ok: false, status: 404, message: privacyMessages.leadNotFound };
      if (await belongsToStaff(tx, rows.emailKey)) return { ok: false, status: 403, message: privacyMessages.staffAccount };
      const tables: PersonExport["tables"] = {};
      for (const section of sections) {
        const [name, stored] = await readSection(tx, section, rows);
        tables[name] = stored;
      }
      await recordActivity(tx, { entity: "personal-data", entityId: leadId, action: "exported", fields: [format] });
      return { ok: true, exported: { exportedAt: now.toISOString(), email: rows.emailKey, tables } };
    },
    { isolationLevel: "repeatable read" },
  );
}
