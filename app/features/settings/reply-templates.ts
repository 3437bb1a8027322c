import { z } from "~/lib/zod";
import { requiredText } from "~/lib/form-rules";

/** A ready reply staff start from when writing to a visitor; a site setting (`reply_templates`). */
export type ReplyTemplate = { title: string; subject: string; body: string };

export const replyTemplatesKey = "reply_templates";

/** How many templates the settings keep: a fixed set, each edited in place. */
const replyTemplateCount = 3;

const replyTemplateBounds = { title: 60, subject: 200, body: 5000 } as const;

/** What each placeholder becomes when staff pick a template for a lead. */
export const replyPlaceholders = {
  "{primeiro_nome}": "o primeiro nome do visitante",
  "{nome}": "o nome completo do visitante",
  "{empresa}": "o nome da nossa empresa (dados da empresa)",
  "{telefone}": "o telefone da nossa empresa (dados da empresa)",
  "{atendente}": "o nome de quem responde",
} as const;

export const defaultReplyTemplates: ReplyTemplate[] = [
  {
    title: "Recebemos seu pedido de orçamento",
    subject: "Recebemos seu pedido de orçamento — {empresa}",
    body: [
      "Olá, {primeiro_nome}!",
      "",
      "Recebemos seu pedido de orçamento e agradecemos o interesse na {empresa}.",
      "",
      "Nossa equipe técnica já está analisando as informações que você enviou. Se precisarmos de algum detalhe a mais, como dimensões, vazão, temperatura de trabalho ou o material a ser separado, entraremos em contato por este e-mail ou pelo telefone informado.",
      "",
      "Em geral, enviamos a proposta em até dois dias úteis. Se preferir adiantar a conversa, é só responder a esta mensagem ou ligar para {telefone}.",
      "",
      "Atenciosamente,",
      "{atendente}",
      "{empresa}",
    ].join("\n"),
  },
  {
    title: "Pedido de mais informações",
    subject: "Sobre o seu contato com a {empresa}",
    body: [
      "Olá, {primeiro_nome}!",
      "",
      "Obrigado pelo contato com a {empresa}.",
      "",
      "Para indicarmos a solução mais adequada, poderia nos contar um pouco mais sobre a aplicação? Ajuda saber o produto processado, a capacidade da linha, o espaço disponível para instalação e, se houver, fotos ou desenhos do local.",
      "",
      "Fico no aguardo do seu retorno.",
      "",
      "Atenciosamente,",
      "{atendente}",
      "{empresa} — {telefone}",
    ].join("\n"),
  },
  {
    title: "Proposta enviada",
    subject: "Sua proposta da {empresa}",
    body: [
      "Olá, {primeiro_nome}!",
      "",
      "Conforme conversamos, segue a nossa proposta comercial. Ela considera as condições informadas por você e tem validade de 15 dias.",
      "",
      "Qualquer dúvida sobre prazos, condições de pagamento ou detalhes técnicos, responda a este e-mail ou ligue para {telefone}. Teremos prazer em ajudar.",
      "",
      "Atenciosamente,",
      "{atendente}",
      "{empresa}",
    ].join("\n"),
  },
];

const templateSchema = z.object({
  title: requiredText("Informe o nome do modelo", replyTemplateBounds.title),
  subject: requiredText("Informe o assunto do modelo", replyTemplateBounds.subject),
  body: requiredText("Informe o texto do modelo", replyTemplateBounds.body),
});

export const replyTemplatesSchema = z
  .array(templateSchema, { error: "Modelos de resposta inválidos" })
  .length(replyTemplateCount, "Modelos de resposta inválidos");

/** The stored templates, or the defaults when they are missing or unreadable. */
export function readReplyTemplates(value: unknown): ReplyTemplate[] {
  const parsed = replyTemplatesSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultReplyTemplates;
}

type ReplyPlaceholder = keyof typeof replyPlaceholders;

/** The first word of a name, as a greeting says it ("Olá, Joana!" for "Joana Prado Lima"). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * A template's text with its placeholders filled in; the first name comes from the full name.
 * An unknown placeholder stays as typed.
 */
export function fillReplyPlaceholders(text: string, values: Record<Exclude<ReplyPlaceholder, "{primeiro_nome}">, string>) {
  const all: Record<ReplyPlaceholder, string> = { ...values, "{primeiro_nome}": firstName(values["{nome}"]) };
  return text.replace(/\{(primeiro_nome|nome|empresa|telefone|atendente)\}/g, (placeholder) => all[placeholder as ReplyPlaceholder]);
}
