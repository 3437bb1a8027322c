import { canonicalPath } from "~/features/catalogue/page-types";
import { searchPublished } from "~/features/catalogue/queries.server";
import type { CompanySettings } from "~/features/settings/company";
import { getCompanySettings } from "~/features/settings/queries.server";
import { whatsappLink } from "~/features/site-layout/navigation";
import { detectIntent } from "./intents";
import { subjectWords } from "./normalise";

const maxSuggestions = 3;

function contactLine(company: CompanySettings | undefined) {
  if (!company) return "Use o formulário em /contato e nossa equipe responde em até 24h.";
  return `Telefone ${company.phone}, e-mail ${company.email} ou WhatsApp: ${whatsappLink(company.whatsappNumber, company.whatsappGreeting)}`;
}

async function catalogueAnswer(message: string, company: CompanySettings | undefined) {
  const words = subjectWords(message);
  // Every word first; then the words one by one, for questions with extra words in them.
  let pages = words.length ? await searchPublished(words.join(" "), maxSuggestions) : [];
  for (const word of words) {
    if (pages.length > 0) break;
    pages = await searchPublished(word, maxSuggestions);
  }
  if (pages.length === 0) {
    return `Não encontrei isso no nosso catálogo. Posso chamar a equipe técnica: descreva sua necessidade no formulário em /contato, ou fale direto conosco — ${contactLine(company)}.`;
  }
  const list = pages.map((page) => `• ${page.title}: ${canonicalPath(page.pageType, page.slug)}`).join("\n");
  return `Encontrei ${pages.length === 1 ? "esta opção" : "estas opções"} no nosso catálogo:\n${list}\nQuer um orçamento? É só pedir aqui ou em /contato.`;
}

/**
 * The assistant that needs no outside service: it answers from the published catalogue
 * and the company settings, and never states a fact it does not have.
 */
export async function builtInReply(message: string): Promise<string> {
  const company = await getCompanySettings();
  const name = company?.name ?? "nossa empresa";
  switch (detectIntent(message)) {
    case "greeting":
      return `Olá! Sou o atendente virtual da ${name}. Posso ajudar com produtos, serviços, orçamentos, horários e contato. O que você procura?`;
    case "thanks":
      return "Por nada! Se precisar de mais alguma coisa, é só escrever.";
    case "hours":
      return company
        ? `Nosso horário de atendimento: ${company.openingHours.join("; ")}. Respondemos mensagens em até 24h.`
        : "Atendemos de segunda a sexta, das 7h30 às 17h30.";
    case "address":
      return company ? `Estamos em ${company.address}, ${company.city}.` : "Fale conosco pelo formulário em /contato para saber como chegar.";
    case "contact":
      return `Você pode falar com a nossa equipe pelo ${contactLine(company)}.`;
    case "policies":
      return "Nossa Política de Privacidade, os Termos de Uso e a Política de Cookies estão em /politicas. Seus dados são usados só para responder às suas solicitações, conforme a LGPD.";
    case "quote":
      return `Para um orçamento, envie sua necessidade pelo formulário em /contato (ou pelo botão 'Solicitar Orçamento' das páginas de produto) — nossa equipe responde em até 24h. Se preferir: ${contactLine(company)}.`;
    case "question":
      return catalogueAnswer(message, company);
  }
}
