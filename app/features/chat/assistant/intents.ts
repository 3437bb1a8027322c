import { normalise } from "./normalise";

export type Intent =
  | "greeting"
  | "hours"
  | "address"
  | "contact"
  | "policies"
  | "meetingChange"
  | "meeting"
  | "quote"
  | "delivery"
  | "responseTime"
  | "taxId"
  | "yes"
  | "thanks"
  | "question";

const patterns: Array<[Exclude<Intent, "question">, RegExp]> = [
  [
    "meetingChange",
    /\b(cancelar|cancela|desmarcar|remarcar|reagendar|mudar|trocar|alterar|adiar)\b.*\b(reuniao|visita|horario|agendamento)\b/,
  ],
  ["responseTime", /\b(quando|quanto tempo|demora|prazo)\b.*\b(respond\w*|resposta|retorno|retornam|orcamento)\b/],
  [
    "meeting",
    /\b(reuniao|reunioes|agendar|agendamento|marcar (uma )?(reuniao|visita|conversa|horario)|visita tecnica|visitar|videochamada|chamada de video|falar com (um )?(vendedor|consultor|especialista))\b/,
  ],
  ["quote", /\b(orcamento|orcamentos|orcar|cotacao|cotar|preco|precos|valor|valores|quanto custa|quanto sai|comprar)\b/],
  ["delivery", /\b(prazo|prazos|entrega|entregas|entregam|entregar|frete|envio|enviam|garantia|garantias|estoque)\b/],
  ["taxId", /\b(cnpj|razao social)\b/],
  ["hours", /\b(horario|horarios|funciona|funcionamento|abre|abrem|fecha|fecham|expediente|sabado|domingo|que horas)\b/],
  ["address", /\b(endereco|onde fica|onde ficam|onde voces estao|localizacao|localizados|localizada|como chegar|cidade|pedreira)\b/],
  ["contact", /\b(telefone|fone|contato|email|e-mail|whatsapp|zap|ligar|falar com|atendente humano|vendedor)\b/],
  ["policies", /\b(privacidade|lgpd|dados pessoais|cookie|cookies|termos|politica|politicas)\b/],
  ["thanks", /^(obrigad[oa]|valeu|muito obrigad[oa]|agradeco)\b/],
  ["greeting", /^(oi|ola|bom dia|boa tarde|boa noite|e ai|eai|hello|hi|opa|tudo bem)\b/],
  ["yes", /^(sim|quero|quero sim|claro|pode ser|ok|okay|isso|por favor|gostaria)$/],
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

/** The visitor gives up on the current step ("cancelar", "deixa pra lá", "agora não"). */
export function isCancel(message: string) {
  return /^(cancelar|cancela|cancele|deixa (pra|para) la|esquece|nao quero|agora nao|nao obrigad[oa]|nao,? obrigad[oa]|nao|nenhum|parar|sair)\b/.test(
    normalise(message),
  );
}
