import { getCompanySettings } from "~/features/settings/index.server";
import type { ChatTurn } from "../provider";
import { idle, loadChatSession, saveDialogueState, type DialogueState } from "../session-state.server";
import { answer, cataloguePages, pageList, quoteOnlyAnswer } from "./answers.server";
import { detectIntent, isCancel, type Intent } from "./intents";
import { continueLeadDialogue, startLeadDialogue, type DialogueContext, type Step } from "./lead-dialogue.server";

/** On a quote request that names a product, the matching pages come first. */
async function quoteIntro(message: string) {
  const pages = await cataloguePages(message);
  return pages.length ? `Sobre o que você procura, temos:\n${pageList(pages)}\n` : "";
}

/** A price or delivery question: it comes with the quote, which is offered, never registered unasked. */
async function quoteOnly(intent: "price" | "delivery", message: string, context: DialogueContext): Promise<Step> {
  if (context.quoted) {
    const known = await quoteOnlyAnswer(intent, message, false);
    return { reply: `${known}\nSeu pedido de orçamento já está com a nossa equipe, que responde em até 24h.`, state: idle };
  }
  return { reply: await quoteOnlyAnswer(intent, message, true), state: { step: "offer" } };
}

/** A message with no dialogue under way. */
async function freshTurn(message: string, intent: Intent, context: DialogueContext): Promise<Step> {
  if (intent === "quote") return startLeadDialogue("quote", context, await quoteIntro(message));
  if (intent === "meeting") return startLeadDialogue("meeting", context);
  if (intent === "price" || intent === "delivery") return quoteOnly(intent, message, context);
  if (isCancel(message) && intent === "question") return { reply: "Tudo bem! Posso ajudar com mais alguma coisa?", state: idle };
  return { reply: await answer(intent, message, context.company, context.now), state: idle };
}

async function turn(state: DialogueState, message: string, context: DialogueContext): Promise<Step> {
  const intent = detectIntent(message);
  if (state.step === "idle") return freshTurn(message, intent, context);
  if (state.step === "offer") {
    if (intent === "yes") return startLeadDialogue("quote", context);
    if (isCancel(message) && intent !== "meetingChange") {
      return { reply: "Tudo bem! Se mudar de ideia, é só pedir um orçamento aqui. Posso ajudar com mais alguma coisa?", state: idle };
    }
    return freshTurn(message, intent, context);
  }
  return continueLeadDialogue(state, message, context, async (aside) => {
    const asideIntent = detectIntent(aside);
    if (asideIntent === "quote" || asideIntent === "meeting") return answer("question", aside, context.company);
    return answer(asideIntent, aside, context.company, context.now);
  });
}

/**
 * The assistant that needs no outside service: it answers from the published catalogue
 * and the company settings, never states a fact it does not have, and takes quote and
 * meeting requests through a short dialogue kept per visitor session.
 */
export async function builtInReply({ message, sessionId, clientIp, now }: ChatTurn): Promise<string> {
  const session = await loadChatSession(sessionId);
  const context: DialogueContext = {
    sessionId,
    clientIp,
    now,
    company: await getCompanySettings(),
    quoted: session.quoted,
    visitorName: session.visitorName,
  };
  const step = await turn(session.state, message, context);
  const quoted = session.quoted || Boolean(step.quoted);
  const visitorName = step.visitorName ?? session.visitorName;
  // A session that stays idle and registers nothing keeps no row.
  if (step.state.step !== "idle" || session.state.step !== "idle" || quoted !== session.quoted || visitorName !== session.visitorName) {
    await saveDialogueState(sessionId, step.state, { quoted, visitorName });
  }
  return step.reply;
}
