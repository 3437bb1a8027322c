import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages } from "~/db/schema";
import type { CompanySettings } from "~/features/settings";
import { getCompanySettings } from "~/features/settings/index.server";
import { whatsappLink } from "~/features/site-layout";
import { formatLongDateTime } from "~/lib/dates";
import { findCataloguePages } from "../catalogue-pages.server";

/** How many catalogue pages ground one answer, and how many earlier messages the model sees. */
const groundingPages = 5;
const historyLength = 20;

export type PageFact = { titulo: string; endereco: string; introducao: string };

export async function findPages(text: string, limit = groundingPages): Promise<PageFact[]> {
  const pages = await findCataloguePages(text, limit);
  return pages.map((page) => ({ titulo: page.title, endereco: page.path, introducao: page.introduction }));
}

function companyFacts(company: CompanySettings | undefined) {
  if (!company) return "Dados da empresa: não cadastrados. Para contato, indique a [página de contato](/contato).";
  return [
    `Empresa: ${company.name}`,
    `Telefone: ${company.phone}`,
    `E-mail: ${company.email}`,
    `Endereço: ${company.address}, ${company.city}`,
    `Horário de atendimento: ${company.openingHours.join("; ")}`,
    `WhatsApp: ${whatsappLink(company.whatsappNumber, company.whatsappGreeting)}`,
  ].join("\n");
}

function pageFacts(found: PageFact[]) {
  if (found.length === 0)
    return "Nenhuma página do catálogo corresponde à mensagem. Use buscar_catalogo se o visitante falar de outro assunto.";
  return found.map((page) => `- ${page.titulo} (${page.endereco}): ${page.introducao}`).join("\n");
}

const rules = `Regras:
- Responda sempre em português do Brasil, de forma breve e cordial.
- Cite e indique apenas as páginas listadas aqui ou devolvidas por buscar_catalogo, com um link em palavras: [título da página](/produtos/slug). Nunca mostre um endereço sozinho.
- Nunca invente preços, estoque, prazos ou qualquer fato que não esteja aqui: preços vêm no orçamento, e você pergunta antes de registrar um. Se não tiver certeza, indique a [página de contato](/contato) ou o [WhatsApp](endereço do WhatsApp acima).
- Para remarcar, cancelar ou mudar o horário de uma reunião, indique sempre o telefone e o WhatsApp da empresa.
- Para orçamento ou reunião, peça nome, e-mail e telefone, um de cada vez. Com os três, chame registrar_lead; se ela devolver um erro, peça de novo o dado indicado.
- Para agendar, chame horarios_livres, ofereça os horários pelo rótulo e, com a escolha do visitante, chame agendar_reuniao com o horário ISO correspondente.`;

/** The system prompt: who the company is, the pages about the visitor's message, and the rules. */
export async function systemPrompt(message: string, now: Date) {
  const [company, found] = await Promise.all([getCompanySettings(), findPages(message)]);
  return [
    `Você é o atendente virtual ${company ? `da ${company.name}` : "da empresa"}, no site da empresa. Agora: ${formatLongDateTime(now)} (horário de Brasília).`,
    companyFacts(company),
    `Páginas do catálogo relacionadas:\n${pageFacts(found)}`,
    rules,
  ].join("\n\n");
}

export type HistoryMessage = { role: "user" | "assistant"; content: string };

/**
 * The session's earlier messages, oldest first. The service stores the visitor's message
 * before asking the assistant, so when the newest stored one is the current message it is
 * left out here (the caller sends it last).
 */
export async function earlierMessages(sessionId: string, current: string): Promise<HistoryMessage[]> {
  const rows = await db()
    .select({ role: agentMessages.messageType, content: agentMessages.messageContent })
    .from(agentMessages)
    .where(eq(agentMessages.sessionId, sessionId))
    .orderBy(desc(agentMessages.timestampMessage), desc(agentMessages.createdAt))
    .limit(historyLength + 1);
  const [newest] = rows;
  const earlier = newest?.role === "user" && newest.content === current ? rows.slice(1) : rows.slice(0, historyLength);
  return earlier.reverse();
}
