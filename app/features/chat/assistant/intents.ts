import { normalise } from "./normalise";

export type Intent = "greeting" | "hours" | "address" | "contact" | "policies" | "quote" | "thanks" | "question";

const patterns: Array<[Exclude<Intent, "question">, RegExp]> = [
  ["quote", /\b(orcamento|orcar|cotacao|cotar|preco|precos|valor|quanto custa|reuniao|agendar|agenda|visita|visitar)\b/],
  ["hours", /\b(horario|horarios|funciona|funcionamento|abre|abrem|fecha|fecham|expediente|sabado|domingo)\b/],
  ["address", /\b(endereco|onde fica|onde ficam|localizacao|localizados|localizada|como chegar|cidade|pedreira)\b/],
  ["contact", /\b(telefone|fone|contato|email|e-mail|whatsapp|zap|ligar|falar com|atendente humano|vendedor)\b/],
  ["policies", /\b(privacidade|lgpd|dados pessoais|cookie|cookies|termos|politica|politicas)\b/],
  ["thanks", /^(obrigad[oa]|valeu|muito obrigad[oa]|agradeco)\b/],
  ["greeting", /^(oi|ola|bom dia|boa tarde|boa noite|e ai|eai|hello|hi|opa)\b/],
];

/** What the visitor is asking for; anything else is a question about the catalogue. */
export function detectIntent(message: string): Intent {
  const text = normalise(message);
  for (const [intent, pattern] of patterns) {
    if (pattern.test(text)) {
      // "Olá, quero um orçamento" is a quote request, not a greeting.
      if (intent === "greeting" && text.split(" ").length > 4) continue;
      return intent;
    }
  }
  return "question";
}
