import { z } from "~/lib/zod";
import { changeLeadStatus, listLeads, softDeleteLead, cancelMeeting } from "~/features/leads/index.server";
import { leadsListSizes, toLeadRow, staffLeadCommandSchemas, type StaffLeadCommand, staffLeadMessages } from "~/features/leads";
import { readListPaging, staffListSizes } from "~/lib/list-paging";
import { validate } from "~/lib/validation";
import { conversationLead, conversationMessages, deleteConversation, listConversations, listLeadsForFilter } from "../conversations.server";
import { readPeriod } from "~/lib/periods";
import { sessionIdPattern } from "../schema";
import { staffConversationMessages as messages } from "./staff-messages";

/** Both tabs of 'Mensagens do Agente IA': the conversations under the address's filters, and the live leads. */
export async function loadAgentMessages(url: URL) {
  const params = url.searchParams;
  const period = readPeriod(params.get("periodo"));
  const search = (params.get("q") ?? "").slice(0, 100);
  // Only a session id the widget could have made opens a conversation; anything else is ignored.
  const askedSession = params.get("conversa");
  const openSession = askedSession && sessionIdPattern.test(askedSession) ? askedSession : null;
  const filterLeads = await listLeadsForFilter();
  // A deleted lead's id in the address filters nothing: it is no longer one of the choices.
  const askedLead = z.uuid().safeParse(params.get("lead")).data;
  const leadId = filterLeads.some((lead) => lead.id === askedLead) ? askedLead! : null;
  const [conversations, openMessages, openLead, leads] = await Promise.all([
    listConversations({ search, leadId, period }, readListPaging(params, staffListSizes)),
    openSession ? conversationMessages(openSession) : Promise.resolve([]),
    openSession ? conversationLead(openSession) : Promise.resolve(null),
    listLeads(readListPaging(params, leadsListSizes)),
  ]);
  const { rows: conversationRows, ...conversationList } = conversations;
  const { rows: leadRows, ...leadList } = leads;
  return {
    filters: { search, leadId, period },
    filterLeads,
    conversations: conversationRows.map((item) => ({ ...item, lastAt: item.lastAt ? new Date(item.lastAt).toISOString() : null })),
    conversationList,
    open: openSession
      ? {
          sessionId: openSession,
          leadName: openLead?.name ?? null,
          leadId: openLead?.id ?? null,
          messages: openMessages.map((message) => ({ ...message, at: message.at.toISOString() })),
        }
      : null,
    leads: leadRows.map(toLeadRow),
    leadList,
  };
}

const agentMessagesActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("delete"),
      sessionId: z
        .string({ error: messages.invalidConversation })
        .min(1, messages.invalidConversation)
        .max(64, messages.invalidConversation),
    }),
    ...staffLeadCommandSchemas,
  ],
  { error: messages.invalidAction },
);

export type AgentMessagesActionResult =
  | { ok: true; intent: z.infer<typeof agentMessagesActionSchema>["intent"]; meetingCancelled?: boolean }
  | { ok: false; status: 400 | 404; message: string };

/**
 * A lead's status, deletion (soft) or meeting cancellation; null when no live lead (or no
 * meeting) was there, a message when the pipeline's rules refuse the change.
 */
async function runLeadCommand(command: StaffLeadCommand, now: Date): Promise<{ meetingCancelled?: boolean } | string | null> {
  switch (command.intent) {
    case "status": {
      // A lost lead holds no slot and counts in no badge (the pipeline cancels a meeting to come).
      const changed = await changeLeadStatus(command.id, command, now);
      if (changed.ok) return command.status === "perdido" ? { meetingCancelled: changed.meetingCancelled ?? false } : {};
      return changed.status === 404 ? null : changed.message;
    }
    case "delete-lead":
      return (await softDeleteLead(command.id)) ? {} : null;
    case "cancel-meeting":
      return (await cancelMeeting(command.id)) ? {} : null;
  }
}

/** Deletes a conversation, or changes, deletes (soft) or cancels the meeting of a lead, each checked here whatever the screen sent. */
export async function runAgentMessagesAction(input: unknown, now = new Date()): Promise<AgentMessagesActionResult> {
  const valid = validate(agentMessagesActionSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const command = valid.data;
  if (command.intent === "delete") {
    const removed = await deleteConversation(command.sessionId);
    return removed ? { ok: true, intent: command.intent } : { ok: false, status: 404, message: messages.notFound };
  }
  const done = await runLeadCommand(command, now);
  if (typeof done === "string") return { ok: false, status: 400, message: done };
  if (done) return { ok: true, intent: command.intent, ...done };
  return {
    ok: false,
    status: 404,
    message: command.intent === "cancel-meeting" ? staffLeadMessages.meetingNotFound : staffLeadMessages.leadNotFound,
  };
}
