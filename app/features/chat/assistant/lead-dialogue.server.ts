import { TZDate } from "@date-fns/tz";
import { endOfDay } from "date-fns/endOfDay";
import { holdEndTime, leadEmailSchema, leadMessages, leadNameSchema, leadPhoneSchema, meetingHoldEnd } from "~/features/leads";
import type { CompanySettings } from "~/features/settings";
import { businessTimeZone, formatLongDateTime, formatSlot } from "~/lib/dates";
import { contactPageLink, meetingRequestReceived } from "../copy";
import { bookForSession, offerSlots, registerLead, sessionLead, slotsOffered, slotsWithin } from "../lead-actions.server";
import { idle, type DialogueState, type LeadPurpose } from "../session-state.server";
import { quoteOnlyAnswer } from "./answers.server";
import { bookingLimitAnswer, meetingChangeAnswer } from "./contact-answers";
import { detectIntent, isDialogueExit, type Intent } from "./intents";
import { extractEmail, extractName, looksLikeName } from "./lead-name";
import { readSlotChoice } from "./slot-choice";
import type { Wish } from "./when-phrase";
import { answerWish } from "./wish-slots";

/**
 * A reply and where the dialogue stands after it; `quoted` when this turn registered the
 * session's quote request; `visitorName` when the visitor gave their name in this turn.
 */
export type Step = { reply: string; state: DialogueState; quoted?: boolean; visitorName?: string };
type Waiting = Exclude<DialogueState, { step: "idle" } | { step: "offer" }>;
type Collecting = Exclude<Waiting, { step: "slot" }>;

/**
 * What every step of the dialogue works with. `quoted`: the session's quote request is already
 * registered; `visitorName`: the name typed in this conversation, the only one the visitor is
 * called by (a stored lead's name is never told: anyone can type its e-mail).
 */
export type DialogueContext = {
  sessionId: string;
  clientIp: string;
  now: Date;
  company: CompanySettings | undefined;
  quoted: boolean;
  visitorName?: string;
};

const askName = "Para seguir com o pedido, qual é o seu nome?";
const askEmail = "Qual é o seu e-mail?";
const askPhone = "Qual é o seu telefone com DDD?";
const maxAsides = 2;

const firstName = (name: string) => name.split(" ")[0]!;
/** ", Ana" when the visitor typed a name in this conversation. */
const calledBy = (context: DialogueContext) => (context.visitorName ? `, ${firstName(context.visitorName)}` : "");
const wantsQuote = (purpose: LeadPurpose | undefined) => purpose === "quote" || purpose === "both";
/** A booking's answer, the same whether the slot was held or the e-mail already had a meeting. */
const bookingReceived = (at: Date, now: Date) =>
  `${meetingRequestReceived(formatLongDateTime(at), holdEndTime(meetingHoldEnd(at, now)))} Posso ajudar com mais alguma coisa?`;
const quoteRegistered = (email: string) =>
  `Seu pedido de orçamento já está registrado: nossa equipe responde em até 24h pelo e-mail ${email}.`;

function slotList(offered: string[]) {
  return offered.map((slot, index) => `${index + 1}. ${formatSlot(slot)}`).join("\n");
}

const slotHelp = `Escolha um dos horários, escreva “outros” para ver mais opções ou “cancelar” para sair.\nPrefere outro dia? Escreva, por exemplo, “sexta às 10h” ou “dia 3 de manhã”.`;

/** Slots to choose from under a heading, or, when there are none, that staff will call. */
function slotsStep(intro: string, heading: string, slots: Date[], purpose: LeadPurpose): Step {
  if (slots.length === 0) {
    return {
      reply: `${intro}No momento não há horários livres na agenda. Nossa equipe vai entrar em contato para combinar uma data.`,
      state: idle,
    };
  }
  const offered = slots.map((slot) => slot.toISOString());
  return {
    reply: `${intro}${heading} (horário de Brasília):\n${slotList(offered)}\n${slotHelp}`,
    state: { step: "slot", purpose, offered },
  };
}

async function slotOffer(context: DialogueContext, intro: string, purpose: LeadPurpose, after?: Date): Promise<Step> {
  return slotsStep(intro, "Estes são os próximos horários livres para uma reunião", await offerSlots(context.now, after), purpose);
}

/** The last instant of a slot's day in São Paulo: slots after it are on the next days. */
const endOfSlotDay = (slot: Date) => new Date(endOfDay(new TZDate(slot.getTime(), businessTimeZone)).getTime());

/** After the quote's confirmation, the slots: offered as an option for a quote, as the answer for a meeting. */
function meetingIntro(purpose: LeadPurpose) {
  return purpose === "quote" ? "Se quiser conversar com a equipe, posso agendar uma reunião. " : "";
}

/**
 * The visitor asked for a quote or a meeting: an identified visitor goes on (never registered
 * again) to the free slots, whether or not the e-mail has a meeting; others are asked their name.
 */
export async function startLeadDialogue(purpose: LeadPurpose, context: DialogueContext, intro = ""): Promise<Step> {
  const lead = await sessionLead(context.sessionId);
  if (!lead) {
    const why =
      purpose === "meeting"
        ? "Posso agendar uma reunião com a nossa equipe comercial."
        : "Posso registrar seu pedido de orçamento para a nossa equipe comercial, que responde em até 24h.";
    return {
      reply: `${intro}${why} Se preferir, use o formulário da ${contactPageLink}. Qual é o seu nome?`,
      state: { step: "name", purpose },
    };
  }
  let quote = intro;
  if (wantsQuote(purpose)) {
    quote += context.quoted
      ? `${quoteRegistered(lead.email)} `
      : `Anotei seu pedido de orçamento${calledBy(context)}: nossa equipe responde em até 24h pelo e-mail ${lead.email}. `;
  }
  const quoted = wantsQuote(purpose) || undefined;
  return { ...(await slotOffer(context, `${quote}${meetingIntro(purpose)}`, purpose)), quoted };
}

async function registered(purpose: LeadPurpose, context: DialogueContext, contact: { name: string; email: string; phone: string }) {
  // Identified meanwhile (another tab of the same session): the lead stands, nothing is registered twice.
  if (await sessionLead(context.sessionId)) return startLeadDialogue(purpose, context);
  const result = await registerLead(context.sessionId, contact);
  if (!result.ok) return { reply: `${result.message} ${askName}`, state: { step: "name", purpose } } satisfies Step;
  // The lead of an e-mail already known keeps its name: the visitor is greeted by the one they typed,
  // and offered the slots whether or not that e-mail has a meeting.
  const thanks = `Obrigado, ${firstName(contact.name)}! `;
  const quote = wantsQuote(purpose)
    ? `${thanks}Seu pedido de orçamento foi registrado e nossa equipe responde em até 24h pelo e-mail ${result.lead.email}. `
    : thanks;
  const quoted = wantsQuote(purpose) || undefined;
  return { ...(await slotOffer(context, `${quote}${meetingIntro(purpose)}`, purpose)), quoted, visitorName: contact.name };
}

/** A slot picked or named, free when it was offered: booked for the visitor's lead. */
async function bookSlot(at: Date, purpose: LeadPurpose, context: DialogueContext): Promise<Step> {
  const booking = await bookForSession(context, at, context.now);
  if (booking.ok || booking.reason === "has_meeting") return { reply: bookingReceived(at, context.now), state: idle };
  if (booking.reason === "limit") return { reply: bookingLimitAnswer(context.company), state: idle };
  if (booking.reason === "no_lead") return startLeadDialogue("meeting", context);
  return slotOffer(context, "Desculpe, esse horário acabou de ser reservado ou não está mais disponível. ", purpose);
}

/** A day, a time or a part of the day the visitor named: that slot booked when it is free, else the free ones it comes to. */
async function wishedSlots(wish: Wish, purpose: LeadPurpose, context: DialogueContext): Promise<Step> {
  const answer = await answerWish(wish, { now: context.now, lookup: (window) => slotsWithin(window, context.now), count: slotsOffered });
  if (answer.kind === "slot") return bookSlot(answer.at, purpose, context);
  return slotsStep(answer.note ? `${answer.note} ` : "", answer.heading, answer.slots, purpose);
}

async function chooseSlot(state: Extract<Waiting, { step: "slot" }>, message: string, context: DialogueContext): Promise<Step | null> {
  const { offered, purpose = "meeting" } = state;
  const choice = readSlotChoice(message, offered, context.now);
  if (choice.kind === "more") {
    const last = new Date(offered.at(-1)!);
    return slotOffer(context, "", purpose, choice.nextDay ? endOfSlotDay(last) : last);
  }
  if (choice.kind === "unclear") return null;
  if (choice.kind === "wish") return wishedSlots(choice.wish, purpose, context);
  if (choice.kind === "ambiguous") {
    // The numbers now refer to this shorter list.
    return {
      reply: `Há mais de uma opção nesse horário. Qual destas?\n${slotList(choice.slots)}\n${slotHelp}`,
      state: { ...state, offered: choice.slots },
    };
  }
  return bookSlot(new Date(choice.at), purpose, context);
}

function cancelled(state: Waiting, context: DialogueContext): Step {
  const quoteKept = state.step === "slot" && (wantsQuote(state.purpose) || context.quoted);
  return {
    reply: quoteKept
      ? "Sem problema! Seu pedido de orçamento continua registrado e nossa equipe responde em até 24h. Posso ajudar com mais alguma coisa?"
      : `Tudo bem, deixei para lá. Se preferir, use o formulário da ${contactPageLink}. Posso ajudar com mais alguma coisa?`,
    state: idle,
  };
}

function pendingQuestion(state: Waiting) {
  if (state.step === "name") return askName;
  if (state.step === "email") return askEmail;
  if (state.step === "phone") return askPhone;
  return `Se quiser agendar, escolha um destes horários:\n${slotList(state.offered)}\n${slotHelp}`;
}

/** A step whose answer did not come: the question is answered, the pending one repeated; after two, it is let go. */
async function aside(state: Waiting, answer: string): Promise<Step> {
  const count = (state.asides ?? 0) + 1;
  if (count >= maxAsides) return { reply: answer, state: idle };
  return { reply: `${answer}\n\n${pendingQuestion(state)}`, state: { ...state, asides: count } };
}

/** Something other than the answer awaited: a question or a request (it has a '?' or a known intent). */
const isAside = (message: string) => message.includes("?") || detectIntent(message) !== "question";

/**
 * A meeting asked for while the contact data of a quote is being collected: the dialogue turns
 * to booking and goes on from the question it was at, keeping what the visitor already gave.
 */
function switchToMeeting(state: Collecting): Step {
  const purpose: LeadPurpose = wantsQuote(state.purpose) ? "both" : "meeting";
  const name = state.step === "name" ? "" : `, ${firstName(state.name)}`;
  const kept = purpose === "both" ? " Seu pedido de orçamento segue junto." : "";
  const next = state.step === "name" ? askName : pendingQuestion(state);
  return { reply: `Claro${name}! Vamos agendar a reunião.${kept} ${next}`, state: { ...state, purpose } };
}

/** A quote asked for while collecting the contact data: it joins a meeting's request, or is already under way. */
function addQuote(state: Collecting): Step {
  if (wantsQuote(state.purpose)) return { reply: `Seu pedido de orçamento já está em andamento. ${pendingQuestion(state)}`, state };
  return {
    reply: `Certo, registro também o seu pedido de orçamento junto com a reunião. ${pendingQuestion(state)}`,
    state: { ...state, purpose: "both" },
  };
}

/** What the visitor asked in the slot step that is not a slot: a meeting (they are on it), a quote, a price. */
async function slotStepRequest(state: Extract<Waiting, { step: "slot" }>, intent: Intent, context: DialogueContext): Promise<Step | null> {
  if (intent === "meeting") return { reply: `Ótimo! Escolha um dos horários livres:\n${slotList(state.offered)}\n${slotHelp}`, state };
  if (intent !== "quote") return null;
  const lead = await sessionLead(context.sessionId);
  if (!lead) return null;
  const note = context.quoted
    ? quoteRegistered(lead.email)
    : `Anotei seu pedido de orçamento${calledBy(context)}: nossa equipe responde em até 24h pelo e-mail ${lead.email}.`;
  return { reply: `${note}\n\n${pendingQuestion(state)}`, state: { ...state, purpose: "both" }, quoted: true };
}

/**
 * One step of the quote and meeting dialogue: name, e-mail and phone one at a time (each
 * asked again until valid), then the free slots. A meeting asked for midway turns the dialogue
 * to booking with what it already knows; a question asked midway is answered and the pending
 * one repeated; 'cancelar' leaves the dialogue.
 */
export async function continueLeadDialogue(
  state: Waiting,
  message: string,
  context: DialogueContext,
  answerAside: (message: string) => Promise<string>,
): Promise<Step> {
  if (isDialogueExit(message)) return cancelled(state, context);
  const intent = detectIntent(message);
  if (state.step === "slot") {
    const step = (await chooseSlot(state, message, context)) ?? (await slotStepRequest(state, intent, context));
    if (step) return step;
  }
  // An e-mail or a phone is the answer awaited, whatever words it holds ("orcamento@fabrica.com.br").
  const request = message.includes("@") || (state.step === "phone" && /\d/.test(message)) ? "question" : intent;
  if (request === "meetingChange") return { reply: meetingChangeAnswer(context.company), state };
  if (state.step !== "slot") {
    if (request === "meeting") return switchToMeeting(state);
    if (request === "quote") return addQuote(state);
  }
  if (request === "price") return aside(state, await quoteOnlyAnswer("price", message, false));
  switch (state.step) {
    case "name": {
      const typedEmail = message.includes("@") ? leadEmailSchema.safeParse(extractEmail(message)).data : undefined;
      if (typedEmail) return { reply: `Anotei seu e-mail. ${askName}`, state: { ...state, email: typedEmail } };
      if (!looksLikeName(message)) return aside(state, await answerAside(message));
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
      if (!message.includes("@") && isAside(message)) return aside(state, await answerAside(message));
      return { reply: `Esse e-mail não parece válido. ${leadMessages.email}`, state };
    }
    case "phone": {
      const phone = leadPhoneSchema.safeParse(message);
      if (phone.success) return registered(state.purpose, context, { name: state.name, email: state.email, phone: phone.data });
      if (!/\d/.test(message)) return aside(state, await answerAside(message));
      return { reply: `Esse telefone não parece válido. ${leadMessages.phone}`, state };
    }
    case "slot": {
      if (isAside(message)) return aside(state, await answerAside(message));
      return { reply: `Não entendi qual horário você prefere. Escolha um destes:\n${slotList(state.offered)}\n${slotHelp}`, state };
    }
  }
}
