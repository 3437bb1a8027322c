import { leadEmailSchema, leadMessages, leadNameSchema, leadPhoneSchema } from "~/features/leads";
import { formatLongDateTime, formatSlot } from "~/lib/dates";
import { bookForSession, hasUpcomingMeeting, offerSlots, registerLead, sessionLead } from "../lead-actions.server";
import { idle, type DialogueState, type LeadPurpose } from "../session-state.server";
import { detectIntent, isCancel } from "./intents";
import { extractEmail, extractName, looksLikeName } from "./lead-name";
import { readSlotChoice } from "./slot-choice";

export type Step = { reply: string; state: DialogueState };
type Waiting = Exclude<DialogueState, { step: "idle" }>;

const askName = "Para seguir com o pedido, qual é o seu nome?";
const askEmail = "Qual é o seu e-mail?";
const askPhone = "Qual é o seu telefone com DDD?";
const alreadyBooked =
  "Já existe uma reunião agendada para este contato. Para confirmar ou remarcar, fale com a nossa equipe pelo formulário em /contato.";
const maxAsides = 2;

const firstName = (name: string) => name.split(" ")[0]!;

function slotList(offered: string[]) {
  return offered.map((slot, index) => `${index + 1}. ${formatSlot(slot)}`).join("\n");
}

const slotHelp = (count: number) => `Responda com o número do horário (1 a ${count}), "outros" para ver mais opções ou "cancelar".`;

async function slotOffer(now: Date, intro: string, purpose: LeadPurpose, after?: Date): Promise<Step> {
  const slots = await offerSlots(now, after);
  if (slots.length === 0) {
    return {
      reply: `${intro}No momento não há horários livres na agenda. Nossa equipe vai entrar em contato para combinar uma data.`,
      state: idle,
    };
  }
  const offered = slots.map((slot) => slot.toISOString());
  return {
    reply: `${intro}Estes são os próximos horários livres para uma reunião (horário de Brasília):\n${slotList(offered)}\n${slotHelp(offered.length)}`,
    state: { step: "slot", purpose, offered },
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
    return { reply: `${intro}${why} Qual é o seu nome? (Se preferir, use o formulário em /contato.)`, state: { step: "name", purpose } };
  }
  const quote =
    purpose === "quote"
      ? `${intro}Anotei seu pedido de orçamento, ${firstName(lead.name)}: nossa equipe responde em até 24h pelo e-mail ${lead.email}. `
      : intro;
  if (hasUpcomingMeeting(lead, now)) return { reply: `${quote}${alreadyBooked}`, state: idle };
  return slotOffer(now, purpose === "quote" ? `${quote}Se quiser conversar antes, posso agendar uma reunião. ` : quote, purpose);
}

async function registered(
  purpose: LeadPurpose,
  sessionId: string,
  contact: { name: string; email: string; phone: string },
  now: Date,
): Promise<Step> {
  const result = await registerLead(sessionId, contact);
  if (!result.ok) return { reply: `${result.message} ${askName}`, state: { step: "name", purpose } };
  // The lead of an e-mail already known keeps its name: the visitor is greeted by the one they typed.
  const thanks = `Obrigado, ${firstName(contact.name)}! `;
  const quote =
    purpose === "quote"
      ? `${thanks}Seu pedido de orçamento foi registrado e nossa equipe responde em até 24h pelo e-mail ${result.lead.email}. `
      : thanks;
  const lead = await sessionLead(sessionId);
  if (lead && hasUpcomingMeeting(lead, now)) return { reply: `${quote}${alreadyBooked}`, state: idle };
  return slotOffer(now, purpose === "quote" ? `${quote}Se quiser conversar antes, posso agendar uma reunião. ` : quote, purpose);
}

async function chooseSlot(state: Extract<Waiting, { step: "slot" }>, message: string, sessionId: string, now: Date): Promise<Step | null> {
  const { offered, purpose = "meeting" } = state;
  const choice = readSlotChoice(message, offered);
  if (choice.kind === "more") return slotOffer(now, "", purpose, new Date(offered.at(-1)!));
  if (choice.kind === "unclear") return null;
  if (choice.kind === "unavailable") {
    return { reply: `Esse horário não está entre os livres. Escolha um destes:\n${slotList(offered)}\n${slotHelp(offered.length)}`, state };
  }
  if (choice.kind === "ambiguous") {
    // The numbers now refer to this shorter list.
    return {
      reply: `Há mais de uma opção nesse horário. Qual destas?\n${slotList(choice.slots)}\n${slotHelp(choice.slots.length)}`,
      state: { ...state, offered: choice.slots },
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
  return slotOffer(now, "Desculpe, esse horário acabou de ser reservado ou não está mais disponível. ", purpose);
}

function cancelled(state: Waiting): Step {
  const quoteKept = state.step === "slot" && state.purpose === "quote";
  return {
    reply: quoteKept
      ? "Sem problema! Seu pedido de orçamento continua registrado e nossa equipe responde em até 24h. Posso ajudar com mais alguma coisa?"
      : "Tudo bem, deixei para lá. Posso ajudar com mais alguma coisa? Se preferir, use o formulário em /contato.",
    state: idle,
  };
}

function pendingQuestion(state: Waiting) {
  if (state.step === "name") return askName;
  if (state.step === "email") return askEmail;
  if (state.step === "phone") return askPhone;
  return `Se quiser agendar, escolha um destes horários:\n${slotList(state.offered)}\n${slotHelp(state.offered.length)}`;
}

/** A step whose answer did not come: the question is answered, the pending one repeated; after two, it is let go. */
async function aside(state: Waiting, message: string, answerAside: (message: string) => Promise<string>): Promise<Step> {
  const answer = await answerAside(message);
  const count = (state.asides ?? 0) + 1;
  if (count >= maxAsides) return { reply: answer, state: idle };
  return { reply: `${answer}\n\n${pendingQuestion(state)}`, state: { ...state, asides: count } };
}

/** Something other than the answer awaited: a question or a request (it has a '?' or a known intent). */
const isAside = (message: string) => message.includes("?") || detectIntent(message) !== "question";

/**
 * One step of the quote and meeting dialogue: name, e-mail and phone one at a time (each
 * asked again until valid), then the free slots. A question asked midway is answered and
 * the pending question repeated; 'cancelar' leaves the dialogue.
 */
export async function continueLeadDialogue(
  state: Waiting,
  message: string,
  sessionId: string,
  now: Date,
  answerAside: (message: string) => Promise<string>,
): Promise<Step> {
  if (isCancel(message) && message.split(/\s+/).length <= 5) return cancelled(state);
  switch (state.step) {
    case "name": {
      const typedEmail = message.includes("@") ? leadEmailSchema.safeParse(extractEmail(message)).data : undefined;
      if (typedEmail) return { reply: `Anotei seu e-mail. ${askName}`, state: { ...state, email: typedEmail } };
      if (!looksLikeName(message)) return aside(state, message, answerAside);
      const name = leadNameSchema.safeParse(extractName(message));
      if (!name.success) return { reply: `Não consegui entender seu nome. ${leadMessages.name}`, state };
      if (state.email)
        return {
          reply: `Prazer, ${firstName(name.data)}! ${askPhone}`,
          state: { step: "phone", purpose: state.purpose, name: name.data, email: state.email },
        };
      return { reply: `Prazer, ${firstName(name.data)}! ${askEmail}`, state: { step: "email", purpose: state.purpose, name: name.data } };
    }
    case "email": {
      const email = leadEmailSchema.safeParse(extractEmail(message));
      if (email.success)
        return {
          reply: `Obrigado! E ${askPhone.charAt(0).toLowerCase()}${askPhone.slice(1)}`,
          state: { step: "phone", purpose: state.purpose, name: state.name, email: email.data },
        };
      if (!message.includes("@") && isAside(message)) return aside(state, message, answerAside);
      return { reply: `Esse e-mail não parece válido. ${leadMessages.email}`, state };
    }
    case "phone": {
      const phone = leadPhoneSchema.safeParse(message);
      if (phone.success) return registered(state.purpose, sessionId, { name: state.name, email: state.email, phone: phone.data }, now);
      if (!/\d/.test(message)) return aside(state, message, answerAside);
      return { reply: `Esse telefone não parece válido. ${leadMessages.phone}`, state };
    }
    case "slot": {
      const step = await chooseSlot(state, message, sessionId, now);
      if (step) return step;
      if (isAside(message)) return aside(state, message, answerAside);
      return {
        reply: `Não entendi qual horário você prefere. Escolha um destes:\n${slotList(state.offered)}\n${slotHelp(state.offered.length)}`,
        state,
      };
    }
  }
}
