import { eq } from "drizzle-orm";
import { z } from "~/lib/zod";
import { db } from "~/db/client.server";
import { chatSessions } from "~/db/schema";

/** What the visitor asked for: a quote, a meeting, or a meeting asked in the middle of a quote. */
const purpose = z.enum(["quote", "meeting", "both"]);

/** Questions answered aside while a step waits: after two, the dialogue stops insisting. */
const asides = z.number().int().min(0).optional();

/** Where the built-in assistant stands in a conversation; stored per visitor session. */
const dialogueStateSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("idle") }),
  /** A quote was offered ("Quer que eu registre um pedido de orçamento?"): a yes starts one. */
  z.object({ step: z.literal("offer") }),
  z.object({ step: z.literal("name"), purpose, email: z.string().optional(), asides }),
  z.object({ step: z.literal("email"), purpose, name: z.string(), asides }),
  z.object({ step: z.literal("phone"), purpose, name: z.string(), email: z.string(), asides }),
  z.object({ step: z.literal("slot"), purpose: purpose.optional(), offered: z.array(z.iso.datetime()).min(1), asides }),
]);

/**
 * Kept beside the step: the session's quote request is registered, so it is never registered
 * again; the name the visitor typed in this conversation, the only one the assistant calls them by.
 */
const memorySchema = z.object({ quoted: z.boolean().optional(), visitorName: z.string().optional() });

export type DialogueState = z.infer<typeof dialogueStateSchema>;
export type LeadPurpose = z.infer<typeof purpose>;

export const idle: DialogueState = { step: "idle" };

export type ChatSession = { leadId: string | null; state: DialogueState; quoted: boolean; visitorName?: string };

/** The session's lead and dialogue step; a session never seen, or a state unreadable, starts idle. */
export async function loadChatSession(sessionId: string): Promise<ChatSession> {
  const [row] = await db()
    .select({ leadId: chatSessions.leadId, state: chatSessions.state })
    .from(chatSessions)
    .where(eq(chatSessions.sessionId, sessionId))
    .limit(1);
  if (!row) return { leadId: null, state: idle, quoted: false };
  const memory = memorySchema.safeParse(row.state).data;
  return {
    leadId: row.leadId,
    state: dialogueStateSchema.safeParse(row.state).data ?? idle,
    quoted: memory?.quoted ?? false,
    visitorName: memory?.visitorName,
  };
}

export async function saveDialogueState(
  sessionId: string,
  step: DialogueState,
  { quoted = false, visitorName }: Omit<ChatSession, "leadId" | "state">,
) {
  const state = { ...step, ...(quoted ? { quoted } : {}), ...(visitorName ? { visitorName } : {}) };
  await db()
    .insert(chatSessions)
    .values({ sessionId, state })
    .onConflictDoUpdate({ target: chatSessions.sessionId, set: { state, updatedAt: new Date() } });
}
