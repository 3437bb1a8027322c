import { sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { accessMailKinds } from "~/features/notifications";
import { emailMentionPattern } from "./email-mention";

type Executor = Database | Transaction;

/**
 * The rows of every table that hold something about one person, by table: what the export
 * reads and the erasure removes. Decision 173 says why each table is in it.
 */
export type PersonRows = {
  /** The person's e-mail as matched: lowercase and without accents. */
  emailKey: string;
  leadIds: string[];
  leadEventIds: string[];
  leadTaskIds: string[];
  contactRequestIds: string[];
  chatSessionIds: string[];
  agentMessageIds: string[];
  outboxMailIds: string[];
  activityIds: number[];
  visitIds: string[];
  pageViewIds: number[];
};

const ids = <T>(rows: { id: T }[]) => rows.map((row) => row.id);

/** A uuid column or a text column among these values; nothing when there are none. */
const within = (column: ReturnType<typeof sql.raw>, values: readonly (string | number)[]) =>
  values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

const normalised = (column: string) => sql.raw(`immutable_unaccent(lower(${column}))`);
const sameEmailAs = (column: string, emailKey: string) => sql`${sql.raw(`immutable_unaccent(lower(trim(${column})))`)} = ${emailKey}`;

/**
 * Everything stored about the e-mail of this lead (the lead itself may be deleted from the list):
 * each lead of that e-mail, matched as leads are, without regard to case or accents; their
 * events and tasks; the contact requests of those leads or of that e-mail; the chat conversations tied to
 * those leads or in which the address was typed, with their messages and the visits of their
 * browser sessions; the e-mails to that address, about those leads or naming the address; and
 * the activity log's rows about those leads and requests or naming the address. Access e-mails
 * (a password reset, an invitation) are the account's, never the person's (decision 177). Null when no
 * lead has this id.
 */
export async function findPersonRows(executor: Executor, leadId: string): Promise<PersonRows | null> {
  const [lead] = await queryRows<{ key: string | null }>(
    executor,
    sql`select immutable_unaccent(lower(trim(email))) as key from leads where id = ${leadId}`,
  );
  // A lead known only by phone is found by no e-mail: the tools ask for its e-mail first.
  if (!lead?.key) return null;
  const emailKey = lead.key;
  const mention = emailMentionPattern(emailKey);
  const mentions = (column: string) => sql`${normalised(column)} ~ ${mention}`;

  const leadIds = ids(await queryRows<{ id: string }>(executor, sql`select id from leads where ${sameEmailAs("email", emailKey)}`));
  const ofLeads = (column: string) => within(sql.raw(column), leadIds);

  const [leadEventIds, leadTaskIds, contactRequestIds, chatSessionIds] = await Promise.all([
    queryRows<{ id: string }>(executor, sql`select id from lead_events where ${ofLeads("lead_id")}`).then(ids),
    queryRows<{ id: string }>(executor, sql`select id from lead_tasks where ${ofLeads("lead_id")}`).then(ids),
    queryRows<{ id: string }>(
      executor,
      sql`select id from contact_requests where ${ofLeads("lead_id")} or ${sameEmailAs("email", emailKey)}`,
    ).then(ids),
    queryRows<{ id: string }>(
      executor,
      sql`select session_id as id from chat_sessions where ${ofLeads("lead_id")} or ${mentions("state::text")}
          union
          select session_id as id from agent_messages where ${ofLeads("lead_id")} or ${mentions("message_content")}`,
    ).then(ids),
  ]);
  const ofSessions = within(sql.raw("session_id"), chatSessionIds);

  const [agentMessageIds, outboxMailIds, activityIds, visitIds, pageViewIds] = await Promise.all([
    queryRows<{ id: string }>(executor, sql`select id from agent_messages where ${ofSessions} or ${ofLeads("lead_id")}`).then(ids),
    queryRows<{ id: string }>(
      executor,
      sql`select id from outbox_mails
          where kind not in (${sql.join(
            accessMailKinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})
            and (${ofLeads("lead_id")} or ${mentions(`"to"`)} or ${mentions("subject")} or ${mentions("text")})`,
    ).then(ids),
    queryRows<{ id: string | number }>(
      executor,
      sql`select id from activity_log
          where (entity in ('lead', 'personal-data') and ${within(sql.raw("entity_id"), leadIds)})
             or (entity = 'message' and ${within(sql.raw("entity_id"), contactRequestIds)})
             or ${mentions("label")}`,
    ).then((rows) => rows.map((row) => Number(row.id))),
    queryRows<{ id: string }>(executor, sql`select id from visits where ${ofSessions}`).then(ids),
    queryRows<{ id: string | number }>(executor, sql`select id from visitor_analytics where ${ofSessions}`).then((rows) =>
      rows.map((row) => Number(row.id)),
    ),
  ]);

  return {
    emailKey,
    leadIds,
    leadEventIds,
    leadTaskIds,
    contactRequestIds,
    chatSessionIds,
    agentMessageIds,
    outboxMailIds,
    activityIds,
    visitIds,
    pageViewIds,
  };
}
