/** What the widget knows of the company: its name and its age, from the founding year in the settings. */
export type ChatCompany = { name: string; yearsInMarket: number | null };

/**
 * A link inside a reply, written as words: "[página de contato](/contato)". The widget shows the
 * words; parentheses in the address are escaped so the link ends where it should.
 */
export function chatLink(text: string, href: string) {
  return `[${text}](${href.replaceAll("(", "%28").replaceAll(")", "%29")})`;
}

export const contactPageLink = chatLink("página de contato", "/contato");

/**
 * The answer to a booking, and to one refused because the e-mail already has a meeting (that
 * e-mail is told why): the chat never says whether an e-mail has a meeting. The slot is held
 * until `confirmBy` (an hour, "15:30") unless confirmed from the e-mail.
 */
export const meetingRequestReceived = (slot: string, confirmBy: string) =>
  `Pedido de reunião para ${slot} (horário de Brasília) recebido. Enviamos um e-mail para o endereço informado: confirme a reunião pelo link do e-mail até as ${confirmBy}, ou o horário será liberado.`;

/** "27 anos", "1 ano"; nothing for a company founded this year or with no founding year. */
function age(years: number | null | undefined) {
  if (!years || years < 1) return null;
  return years === 1 ? "1 ano" : `${years} anos`;
}

/** The first bubble of the chat, and the built-in assistant's answer to a greeting. */
export function welcomeMessage(company: ChatCompany | null) {
  const years = age(company?.yearsInMarket);
  const who = company
    ? `Sou o Atendente Virtual da ${company.name}${years ? `, há ${years} no mercado` : ""}.`
    : "Sou o Atendente Virtual.";
  return `Olá! ${who} Posso ajudar com produtos, serviços, orçamentos, reuniões, horários e contato. O que você procura?`;
}

/** Replies shown when the assistant cannot answer, the company's age from the settings. */
export function cannedReplies(yearsInMarket: number | null) {
  const years = age(yearsInMarket);
  return [
    "Obrigado pela sua mensagem! Nossa equipe entrará em contato em breve.",
    `Enquanto isso, conheça nossos produtos na ${chatLink("página de produtos", "/produtos")}.`,
    years
      ? `Somos uma empresa com ${years} de experiência em separação magnética. Como podemos ajudar?`
      : "Somos especialistas em separação magnética. Como podemos ajudar?",
    `Para um atendimento mais rápido, use o formulário da ${contactPageLink}.`,
  ];
}

/** The reply to an answer that came with no text. */
export const noTextReply = "Obrigado pela sua mensagem! Nossa equipe entrará em contato em breve.";

export function cannedReply(yearsInMarket: number | null) {
  const replies = cannedReplies(yearsInMarket);
  return replies[Math.floor(Math.random() * replies.length)]!;
}
