import { leadEmailSchema, leadMessages, leadNameSchema, leadPhoneSchema } from "~/features/leads/contact-rules";
import { formatLongDateTime, formatSlot } from "~/lib/dates";
import { bookForSession, hasUpcomingMeeting, offerSlots, registerLead, sessionLead } from "../lead-actions.server";
import { idle, type DialogueState, type LeadPurpose } from "../session-state.server";
import { detectIntent, isCancel } from "./intents";
import { extractEmail, extractName } from "./lead-name";
import { normalise } from "./normalise";
import { readSlotChoice } from "./slot-choice";

export type Step = { reply: string; state: DialogueState };

const askName = "Para começar, qual é o seu nome?";
const cancelled = "Tudo bem, deixei para lá. Posso ajudar com mais alguma coisa? Se preferir, use o formulário em /contato.";
const alreadyBooked =
  "Já existe uma reunião agendada para este contato. Para confirmar ou remarcar, fale com a nossa equipe pelo formulário em /contato.";

const firstName = (name: string) => name.split(" ")[0]!;

/** Names have no question words and no question mark: "Ana Souza", not "vocês têm tambor?". */
function looksLikeName(message: string) {
  if (message.includes("?") || message.trim().split(/\s+/).length > 8) return false;
  if (/\b(que|qual|quais|como|onde|quando|quanto|voces|vcs|tem|quero|preciso|gostaria|pode|podem|vende|vendem|fazem)\b/.test(normalise(message))) return false;
  return detectIntent(message) === "question" || /^(meu nome|me chamo|sou)/.test(normalise(message));
}

async function slotOffer(now: Date, intro: string, after?: Date): Promise<Step> {
  const slots = await offerSlots(now, after);
  if (slots.length === 0) {
    return { reply: `${intro}No momento não há horários livres na agenda. Nossa equipe vai entrar em contato para combinar uma data.`, state: idle };
  }
  const list = slots.map((slot, index) => `${index + 1}. ${formatSlot(slot)}`).join("\n");
  return {
    reply: `${intro}Estes são os próximos horários livres para uma reunião (horário de Brasília):\n${list}\nResponda com o número do horário, "outros" para ver mais opções ou "cancelar".`,
    state: { step: "slot", offered: slots.map((slot) => slot.toISOString()) },
  };
}

/** The visitor asked for a quote or a meeting: identified visitors go on, others are asked their name. */
export async function startLeadDialogue(purpose: LeadPurpose, sessionId: string, now: Date, intro = ""): Promise<Step> {
  const lead = await sessionLead(sessionId);
  if (!lead) {
    const why =
      purpose === "meeting"
        ? "Posso agendar uma reunião com a nossa equipe comercial."
        : "Posso registrar seu pedido de orçamento para a nossa equipe comercial, que responde em até 24h.";
    return { reply: `${intro}${why} ${askName} (Se preferir, use o formulário em /contato.)`, state: { step: "name", purpose } };
  }
  const quote = purpose === "quote" ? `${intro}Anotei seu pedido de orçamento, ${firstName(lead.name)}: nossa equipe responde em até 24h pelo e-mail ${lead.email}. ` : intro;
  if (hasUpcomingMeeting(lead, now)) return { reply: `${quote}${alreadyBooked}`, state: idle };
  return slotOffer(now, purpose === "quote" ? `${quote}Se quiser conversar antes, posso agendar uma reunião. ` : quote);
}

async function registered(purpose: LeadPurpose, sessionId: string, contact: { name: string; email: string; phone: string }, now: Date): Promise<Step> {
  const result = await registerLead(sessionId, contact);
  if (!result.ok) return { reply: `${result.message} ${askName}`, state: { step: "name", purpose } };
  // The lead of an e-mail already known keeps its name: the visitor is greeted by the one they typed.
  const thanks = `Obrigado, ${firstName(contact.name)}! `;
  const quote = purpose === "quote" ? `${thanks}Seu pedido de orçamento foi registrado e nossa equipe responde em até 24h pelo e-mail ${result.lead.email}. ` : thanks;
  const lead = await sessionLead(sessionId);
  if (lead && hasUpcomingMeeting(lead, now)) return { reply: `${quote}${alreadyBooked}`, state: idle };
  return slotOffer(now, purpose === "quote" ? `${quote}Se quiser conversar antes, posso agendar uma reunião. ` : quote);
}

async function chooseSlot(offered: string[], message: string, sessionId: string, now: Date): Promise<Step> {
  const choice = readSlotChoice(message, offered);
  if (choice.kind === "more") return slotOffer(now, "", new Date(offered.at(-1)!));
  if (choice.kind === "unclear") {
    return {
      reply: `Não entendi qual horário você prefere. Responda com o número de uma das opções (1 a ${offered.length}), "outros" para ver mais horários ou "cancelar".`,
      state: { step: "slot", offered },
    };
  }
  const booking = await bookForSession(sessionId, new Date(choice.at), now);
  if (booking.ok) {
    const lead = await sessionLead(sessionId);
    return {
      reply: `Reunião confirmada para ${formatLongDateTime(booking.at)} (horário de Brasília). Nossa equipe entrará em contato pelo e-mail ${lead?.email ?? "informado"} com os detalhes. Posso ajudar com mais alguma coisa?`,
      state: idle,
    };
  }
  if (booking.reason === "has_meeting") return { reply: alreadyBooked, state: idle };
  if (booking.reason === "no_lead") return startLeadDialogue("meeting", sessionId, now);
  return slotOffer(now, "Desculpe, esse horário acabou de ser reservado ou não está mais disponível. ");
}

/**
 * One step of the quote and meeting dialogue: name, e-mail and phone one at a time (each
 * asked again until valid), then the free slots. A question asked midway is answered by
 * `answerAside`, and the pending question is repeated.
 */
export async function continueLeadDialogue(
  state: Exclude<DialogueState, { step: "idle" }>,
  message: string,
  sessionId: string,
  now: Date,
  answerAside: (message: string) => Promise<string>,
): Promise<Step> {
  if (isCancel(message) && message.split(/\s+/).length <= 5) return { reply: cancelled, state: idle };
  const aside = async (pending: string): Promise<Step> => ({ reply: `${await answerAside(message)}\n\n${pending}`, state });
  switch (state.step) {
    case "name": {
      if (!looksLikeName(message)) return aside(askName);
      const name = leadNameSchema.safeParse(extractName(message));
      if (!name.success) return { reply: `Não consegui entender seu nome. ${leadMessages.name}`, state };
      return { reply: `Prazer, ${firstName(name.data)}! Qual é o seu e-mail?`, state: { step: "email", purpose: state.purpose, name: name.data } };
    }
    case "email": {
      const email = leadEmailSchema.safeParse(extractEmail(message));
      if (email.success) {
        return { reply: "Obrigado! E qual é o seu telefone com DDD?", state: { step: "phone", purpose: state.purpose, name: state.name, email: email.data } };
      }
      if (!message.includes("@") && detectIntent(message) !== "question") return aside("Qual é o seu e-mail?");
      return { reply: `Esse e-mail não parece válido. ${leadMessages.email}`, state };
    }
    case "phone": {
      const phone = leadPhoneSchema.safeParse(message);
      if (phone.success) return registered(state.purpose, sessionId, { name: state.name, email: state.email, phone: phone.data }, now);
      if (!/\d/.test(message) && detectIntent(message) !== "question") return aside("Qual é o seu telefone com DDD?");
      return { reply: `Esse telefone não parece válido. ${leadMessages.phone}`, state };
    }
    case "slot":
      return chooseSlot(state.offered, message, sessionId, now);
  }
}
