import { getCompanySettings } from "~/features/settings/index.server";
import type { ChatTurn } from "../provider";
import { loadChatSession, saveDialogueState } from "../session-state.server";
import { answer, cataloguePages, pageList } from "./answers.server";
import { detectIntent, isCancel } from "./intents";
import { continueLeadDialogue, startLeadDialogue } from "./lead-dialogue.server";

async function answerFor(message: string) {
  const intent = detectIntent(message);
  const company = await getCompanySettings();
  return answer(intent === "quote" || intent === "meeting" ? "question" : intent, message, company);
}

/** On a quote request that names a product, the matching pages come first. */
async function quoteIntro(message: string) {
  const pages = await cataloguePages(message);
  return pages.length ? `Sobre o que você procura, temos:\n${pageList(pages)}\n` : "";
}

/**
 * The assistant that needs no outside service: it answers from the published catalogue
 * and the company settings, never states a fact it does not have, and takes quote and
 * meeting requests through a short dialogue kept per visitor session.
 */
export async function builtInReply({ message, sessionId, now }: ChatTurn): Promise<string> {
  const { state } = await loadChatSession(sessionId);
  const intent = detectIntent(message);
  if (state.step === "idle" && isCancel(message) && intent === "question") return "Tudo bem! Posso ajudar com mais alguma coisa?";
  if (state.step === "idle" && intent !== "quote" && intent !== "meeting") return answer(intent, message, await getCompanySettings());
  const step =
    state.step === "idle"
      ? await startLeadDialogue(
          intent === "quote" ? "quote" : "meeting",
          sessionId,
          now,
          intent === "quote" ? await quoteIntro(message) : "",
        )
      : await continueLeadDialogue(state, message, sessionId, now, answerFor);
  await saveDialogueState(sessionId, step.state);
  return step.reply;
}
