import { redirect } from "react-router";
import { z } from "~/lib/zod";
import { upcomingMeetingsHref } from "~/features/leads";
import { readListPaging, staffListSizes } from "~/lib/list-paging";
import { validate } from "~/lib/validation";
import { conversationLead, conversationMessages, deleteConversation, listConversations, listLeadsForFilter } from "../conversations.server";
import { readPeriod } from "~/lib/periods";
import { sessionIdPattern } from "../schema";
import { staffConversationMessages as messages } from "./staff-messages";

/**
 * 'Mensagens do Agente IA': the conversations under the address's filters. The leads and their
 * meetings are in the leads list: the old address of their tab (`?aba=leads`) goes there.
 */
export async function loadAgentMessages(url: URL) {
  const params = url.searchParams;
  if (params.get("aba") === "leads") throw redirect(upcomingMeetingsHref);
  const period = readPeriod(params.get("periodo"));
  const search = (params.get("q") ?? "").slice(0, 100);
  // Only a session id the widget could have made opens a conversation; anything else is ignored.
  const askedSession = params.get("conversa");
  const openSession = askedSession && sessionIdPattern.test(askedSession) ? askedSession : null;
  const filterLeads = await listLeadsForFilter();
  // A deleted lead's id in the address filters nothing: it is no longer one of the choices.
  const askedLead = z.uuid().safeParse(params.get("lead")).data;
  const leadId = filterLeads.some((lead) => lead.id === askedLead) ? askedLead! : null;
  const [conversations, openMessages, openLead] = await Promise.all([
    listConversations({ search, leadId, period }, readListPaging(params, staffListSizes)),
    openSession ? conversationMessages(openSession) : Promise.resolve([]),
    openSession ? conversationLead(openSession) : Promise.resolve(null),
  ]);
  const { rows: conversationRows, ...conversationList } = conversations;
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
  };
}

const agentMessagesActionSchema = z.object(
  {
    intent: z.literal("delete", { error: messages.invalidAction }),
    sessionId: z.string({ error: messages.invalidConversation }).min(1, messages.invalidConversation).max(64, messages.invalidConversation),
  },
  { error: messages.invalidAction },
);

export type AgentMessagesActionResult = { ok: true; intent: "delete" } | { ok: false; status: 400 | 404; message: string };

/** Deletes a conversation, checked here whatever the screen sent. */
export async function runAgentMessagesAction(input: unknown): Promise<AgentMessagesActionResult> {
  const valid = validate(agentMessagesActionSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const removed = await deleteConversation(valid.data.sessionId);
  return removed ? { ok: true, intent: "delete" } : { ok: false, status: 404, message: messages.notFound };
}
