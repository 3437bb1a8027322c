import { z } from "zod";
import { leadStatuses } from "~/db/schema";
import { conversationMessages, deleteConversation, listConversations, listLeadsForFilter } from "~/features/chat/conversations.server";
import { periodOptions } from "~/features/chat/periods";
import { validate } from "~/lib/validation";
import { listLeads, setLeadStatus, softDeleteLead } from "./leads.server";
import { staffLeadMessages as messages } from "./staff-messages";

/** Both tabs of 'Mensagens do Agente IA': the conversations under the address's filters, and the live leads. */
export async function loadAgentMessages(url: URL) {
  const params = url.searchParams;
  const periodParam = Number(params.get("periodo") ?? 7);
  const period = periodOptions.find((option) => option === periodParam) ?? 7;
  const search = (params.get("q") ?? "").slice(0, 100);
  const openSession = params.get("conversa");
  const filterLeads = await listLeadsForFilter();
  // A deleted lead's id in the address filters nothing: it is no longer one of the choices.
  const askedLead = z.uuid().safeParse(params.get("lead")).data;
  const leadId = filterLeads.some((lead) => lead.id === askedLead) ? askedLead! : null;
  const [conversations, messages, leads] = await Promise.all([
    listConversations({ search, leadId, period }),
    openSession ? conversationMessages(openSession) : Promise.resolve([]),
    listLeads(),
  ]);
  return {
    filters: { search, leadId, period },
    filterLeads,
    conversations: conversations.map((item) => ({ ...item, lastAt: item.lastAt ? new Date(item.lastAt).toISOString() : null })),
    open: openSession ? { sessionId: openSession, messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })) } : null,
    leads: leads.map((lead) => ({ ...lead, meetingAt: lead.meetingAt?.toISOString() ?? null, createdAt: lead.createdAt.toISOString() })),
  };
}

export type LeadRow = Awaited<ReturnType<typeof loadAgentMessages>>["leads"][number];

const leadId = z.uuid({ error: messages.invalidLead });

export const agentMessagesActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("delete"),
      sessionId: z.string({ error: messages.invalidConversation }).min(1, messages.invalidConversation).max(64, messages.invalidConversation),
    }),
    z.object({ intent: z.literal("status"), id: leadId, status: z.enum(leadStatuses, { error: messages.invalidStatus }) }),
    z.object({ intent: z.literal("delete-lead"), id: leadId }),
  ],
  { error: messages.invalidAction },
);

export type AgentMessagesActionResult =
  | { ok: true; intent: "delete" | "status" | "delete-lead" }
  | { ok: false; status: 400 | 404; message: string };

/** Deletes a conversation, changes a lead's status or deletes a lead (soft), each checked here whatever the screen sent. */
export async function runAgentMessagesAction(input: unknown): Promise<AgentMessagesActionResult> {
  const valid = validate(agentMessagesActionSchema, input);
  if (!valid.ok) return { ok: false, status: 400, message: valid.message };
  const command = valid.data;
  if (command.intent === "delete") {
    const removed = await deleteConversation(command.sessionId);
    return removed ? { ok: true, intent: command.intent } : { ok: false, status: 404, message: messages.conversationNotFound };
  }
  const done = command.intent === "status" ? await setLeadStatus(command.id, command.status) : Boolean(await softDeleteLead(command.id));
  return done ? { ok: true, intent: command.intent } : { ok: false, status: 404, message: messages.leadNotFound };
}
