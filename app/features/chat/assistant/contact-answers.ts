import type { CompanySettings } from "~/features/settings";
import { whatsappLink } from "~/features/site-layout";
import { telHref } from "~/lib/phone";
import { chatLink, contactPageLink } from "../copy";

const phoneLink = (phone: string) => chatLink(phone, telHref(phone));
const whatsapp = (company: CompanySettings) => chatLink("WhatsApp", whatsappLink(company.whatsappNumber, company.whatsappGreeting));

/** How to reach the team, from the settings, as links; without them, the contact page. */
export function contactLine(company: CompanySettings | undefined) {
  if (!company) return `formulário da ${contactPageLink}`;
  return `telefone ${phoneLink(company.phone)}, pelo e-mail ${company.email} ou pelo ${whatsapp(company)}`;
}

/**
 * The one answer to 'remarcar', 'cancelar', 'mudar horário' and their variants, wherever they
 * are asked: a booked meeting is changed by staff, by phone or WhatsApp, never from the chat.
 */
export function meetingChangeAnswer(company: CompanySettings | undefined) {
  return `Para remarcar, cancelar ou mudar o horário de uma reunião, fale com a nossa equipe ${teamChannel(company)}. Assim confirmamos que é você.`;
}

/** The answer once the day's booking limits are reached (decision 191): the team still books, by phone or WhatsApp. */
export function bookingLimitAnswer(company: CompanySettings | undefined) {
  return `Não consigo agendar mais reuniões por esta conversa hoje: os agendamentos pelo site têm um limite diário por conversa e por conexão. Para agendar, fale com a nossa equipe ${teamChannel(company)}.`;
}

function teamChannel(company: CompanySettings | undefined) {
  return company ? `pelo telefone ${phoneLink(company.phone)} ou pelo ${whatsapp(company)}` : `pelo formulário da ${contactPageLink}`;
}
