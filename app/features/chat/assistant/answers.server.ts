import type { CompanySettings } from "~/features/settings";
import { yearsInMarket } from "~/features/settings/index.server";
import { findCataloguePages } from "../catalogue-pages.server";
import { chatLink, contactPageLink, welcomeMessage } from "../copy";
import { contactLine, meetingChangeAnswer } from "./contact-answers";
import type { Intent } from "./intents";

const maxSuggestions = 3;

/** Up to 3 published pages about the question. */
export const cataloguePages = (message: string) => findCataloguePages(message, maxSuggestions);

export const pageList = (pages: Array<{ title: string; path: string }>) => pages.map((page) => `• ${page.title}: ${page.path}`).join("\n");

const bullets = (items: string[]) => items.map((item) => `• ${item.replace(/[.;]+$/, "")}`).join("\n");

const offerQuote = "Quer que eu registre um pedido de orçamento?";

/** The pages about what the visitor named, as the first lines of an answer. */
async function aboutIt(message: string) {
  const pages = await cataloguePages(message);
  return pages.length ? `Sobre o que você procura, temos:\n${pageList(pages)}\n` : "";
}

async function catalogueAnswer(message: string, company: CompanySettings | undefined) {
  const pages = await cataloguePages(message);
  if (pages.length === 0) {
    return `Não encontrei isso no nosso catálogo. Nossa equipe técnica pode ajudar: descreva sua necessidade no formulário da ${contactPageLink} ou fale direto conosco pelo ${contactLine(company)}.`;
  }
  return `Encontrei ${pages.length === 1 ? "esta opção" : "estas opções"} no nosso catálogo:\n${pageList(pages)}\nQuer um orçamento ou uma reunião com a equipe? É só pedir aqui.`;
}

/**
 * Prices, delivery, freight and warranty are never stated: they come with the quote. `ask`
 * offers one (the visitor says yes before anything is registered); a step waiting on another
 * answer leaves the question out.
 */
export async function quoteOnlyAnswer(intent: "price" | "delivery", message: string, ask: boolean) {
  const what =
    intent === "price"
      ? "Os preços dependem do modelo, das medidas e da aplicação, por isso são informados no orçamento, sem compromisso."
      : "Prazos de entrega, frete e garantia dependem do produto, da quantidade e da aplicação, e são informados no orçamento.";
  const about = await aboutIt(message);
  return `${what}${about ? `\n${about.trimEnd()}` : ""}${ask ? `\n${offerQuote}` : ""}`;
}

/** Answers that need no dialogue: greetings, company data, policies and the catalogue. */
export async function answer(
  intent: Exclude<Intent, "quote" | "meeting">,
  message: string,
  company: CompanySettings | undefined,
  now = new Date(),
) {
  switch (intent) {
    case "greeting":
      return welcomeMessage(company ? { name: company.name, yearsInMarket: yearsInMarket(company.foundedYear, now) } : null);
    case "thanks":
      return "Por nada! Se precisar de mais alguma coisa, é só escrever.";
    case "hours":
      return company
        ? `Nosso horário de atendimento:\n${bullets(company.openingHours)}\nRespondemos às mensagens em até 24h.`
        : "Atendemos de segunda a sexta, das 7h30 às 17h30.";
    case "address":
      return company
        ? `Estamos em ${company.address}, ${company.city}.`
        : `Fale conosco pelo formulário da ${contactPageLink} para saber como chegar.`;
    case "contact":
      return `Você pode falar com a nossa equipe pelo ${contactLine(company)}.`;
    case "policies":
      return `Nossa Política de Privacidade, os Termos de Uso e a Política de Cookies estão na ${chatLink("página de políticas", "/politicas")}. Seus dados são usados só para responder às suas solicitações, conforme a LGPD.`;
    case "meetingChange":
      return meetingChangeAnswer(company);
    case "price":
    case "delivery":
      return quoteOnlyAnswer(intent, message, false);
    case "responseTime":
      return "Nossa equipe responde às mensagens e aos pedidos de orçamento em até 24h.";
    case "taxId":
      return company?.units.length
        ? `CNPJ das nossas unidades:\n${bullets(company.units.map((unit) => `${unit.name}: ${unit.taxId}`))}`
        : "Os dados cadastrais da empresa estão no rodapé do site.";
    case "yes":
      return "Posso registrar um pedido de orçamento ou agendar uma reunião com a nossa equipe. Qual você prefere?";
    case "question":
      return catalogueAnswer(message, company);
  }
}
