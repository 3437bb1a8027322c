import type { CompanySettings } from "~/features/settings";
import { findCataloguePages } from "../catalogue-pages.server";
import { contactLine } from "./contact-answers";
import type { Intent } from "./intents";

const maxSuggestions = 3;

/** Up to 3 published pages about the question. */
export const cataloguePages = (message: string) => findCataloguePages(message, maxSuggestions);

export const pageList = (pages: Array<{ title: string; path: string }>) => pages.map((page) => `• ${page.title}: ${page.path}`).join("\n");

async function catalogueAnswer(message: string, company: CompanySettings | undefined) {
  const pages = await cataloguePages(message);
  if (pages.length === 0) {
    return `Não encontrei isso no nosso catálogo. Nossa equipe técnica pode ajudar: descreva sua necessidade no formulário em /contato ou fale direto conosco pelo ${contactLine(company)}.`;
  }
  return `Encontrei ${pages.length === 1 ? "esta opção" : "estas opções"} no nosso catálogo:\n${pageList(pages)}\nQuer um orçamento ou uma reunião com a equipe? É só pedir aqui.`;
}

async function deliveryAnswer(message: string) {
  const pages = await cataloguePages(message);
  const about = pages.length ? `\nSobre o que você procura, temos:\n${pageList(pages)}` : "";
  return `Prazos de entrega, frete e garantia dependem do produto, da quantidade e da aplicação, e são informados no orçamento. Quer que eu registre um pedido de orçamento? É só dizer "quero um orçamento".${about}`;
}

/** Answers that need no dialogue: greetings, company data, policies and the catalogue. */
export async function answer(intent: Exclude<Intent, "quote" | "meeting">, message: string, company: CompanySettings | undefined) {
  const name = company?.name ?? "nossa empresa";
  switch (intent) {
    case "greeting":
      return `Olá! Sou o atendente virtual da ${name}. Posso ajudar com produtos, serviços, orçamentos, reuniões, horários e contato. O que você procura?`;
    case "thanks":
      return "Por nada! Se precisar de mais alguma coisa, é só escrever.";
    case "hours":
      return company
        ? `Nosso horário de atendimento: ${company.openingHours.join("; ")}. Respondemos mensagens em até 24h.`
        : "Atendemos de segunda a sexta, das 7h30 às 17h30.";
    case "address":
      return company
        ? `Estamos em ${company.address}, ${company.city}.`
        : "Fale conosco pelo formulário em /contato para saber como chegar.";
    case "contact":
      return `Você pode falar com a nossa equipe pelo ${contactLine(company)}.`;
    case "policies":
      return "Nossa Política de Privacidade, os Termos de Uso e a Política de Cookies estão em /politicas. Seus dados são usados só para responder às suas solicitações, conforme a LGPD.";
    case "meetingChange":
      return `Para cancelar ou remarcar uma reunião, fale com a nossa equipe pelo ${contactLine(company)} — assim confirmamos que é você.`;
    case "delivery":
      return deliveryAnswer(message);
    case "responseTime":
      return "Nossa equipe responde às mensagens e aos pedidos de orçamento em até 24h.";
    case "taxId":
      return company?.units.length
        ? `CNPJ das nossas unidades: ${company.units.map((unit) => `${unit.name}: ${unit.taxId}`).join("; ")}.`
        : "Os dados cadastrais da empresa estão no rodapé do site.";
    case "yes":
      return "Posso registrar um pedido de orçamento ou agendar uma reunião com a nossa equipe. Qual você prefere?";
    case "question":
      return catalogueAnswer(message, company);
  }
}
