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
  | "price"
  | "delivery"
  | "responseTime"
  | "taxId"
  | "yes"
  | "thanks"
  | "question";

/** Reschedule, cancel or move a meeting, however it is said: one answer for all (docs/product/assistant.md). */
const meetingChange = [
  /\b(remarcar|remarca|remarque|remarcacao|reagendar|reagenda|reagende|reagendamento|desmarcar|desmarca|desmarque|cancelar|cancela|cancele|cancelo|cancelamento|adiar|adia|adie|adiamento|antecipar|adiantar)\b/,
  /\b(mudar|muda|mude|mudanca|trocar|troca|troque|alterar|altera|altere|alteracao)\b.*\b(horario|hora|data|dia|reuniao|visita|agendamento)\b/,
  /\bnao (vou|vamos|posso|podemos|consigo|conseguimos|vou poder|vou conseguir) (mais )?(ir|comparecer|participar)\b/,
];
const quoteWords = /\b(orcamento|orcamentos|orcar|cotacao|cotacoes|cotar|comprar|compra|proposta comercial)\b/;
const priceWords =
  /\b(preco|precos|valor|valores|quanto custa|quanto custam|quanto sai|quanto saem|quanto fica|quanto ficam|quanto cobram|quanto e|custo|custos|tabela)\b/;
/** "quero um orçamento", "pode me mandar uma cotação": the visitor asks for one, not what it would say. */
const asksFor = /\b(quero|queria|gostaria|preciso|solicitar|solicito|pedir|peco|fazer|faca|mandar|manda|enviar|envia|registrar|registra)\b/;

const patterns: Array<[Exclude<Intent, "question" | "meetingChange" | "quote" | "price">, RegExp]> = [
  ["responseTime", /\b(quando|quanto tempo|demora|prazo)\b.*\b(respond\w*|resposta|retorno|retornam|orcamento)\b/],
  [
    "meeting",
    /\b(reuniao|reunioes|agendar|agendamento|marcar (uma )?(reuniao|visita|conversa|horario)|visita tecnica|visitar|videochamada|chamada de video|falar com (um )?(vendedor|consultor|especialista))\b/,
  ],
  ["delivery", /\b(prazo|prazos|entrega|entregas|entregam|entregar|frete|envio|enviam|garantia|garantias|estoque)\b/],
  ["taxId", /\b(cnpj|razao social)\b/],
  ["hours", /\b(horario|horarios|funciona|funcionamento|abre|abrem|fecha|fecham|expediente|sabado|domingo|que horas)\b/],
  ["address", /\b(endereco|onde fica|onde ficam|onde voces estao|localizacao|localizados|localizada|como chegar|cidade|pedreira)\b/],
  ["contact", /\b(telefone|fone|contato|email|e-mail|whatsapp|zap|ligar|falar com|atendente humano|vendedor)\b/],
  ["policies", /\b(privacidade|lgpd|dados pessoais|cookie|cookies|termos|politica|politicas)\b/],
  ["thanks", /^(obrigad[oa]|valeu|muito obrigad[oa]|agradeco)\b/],
  ["greeting", /^(oi|ola|bom dia|boa tarde|boa noite|e ai|eai|hello|hi|opa|tudo bem)\b/],
  [
    "yes",
    /^(sim|s|quero|quero sim|sim quero|sim por favor|claro|claro que sim|pode|pode sim|pode ser|pode registrar|ok|okay|isso|por favor|gostaria|gostaria sim|manda|beleza|certo|com certeza)$/,
  ],
];

/** What the visitor is asking for; anything else is a question about the catalogue. */
export function detectIntent(message: string): Intent {
  const text = normalise(message);
  if (meetingChange.some((pattern) => pattern.test(text))) return "meetingChange";
  for (const [intent, pattern] of patterns.slice(0, 2)) if (pattern.test(text)) return intent;
  // "quanto custa?" asks what a quote would say; "quero um orçamento" asks for one.
  const price = priceWords.test(text);
  if (quoteWords.test(text) && (!price || asksFor.test(text))) return "quote";
  if (price) return "price";
  for (const [intent, pattern] of patterns.slice(2)) {
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

/**
 * Leaving the step a dialogue waits on ("cancelar", "deixa pra lá", "agora não"), as the slot
 * offer says: not "cancelar a reunião", which asks to cancel a meeting.
 */
export function isDialogueExit(message: string) {
  const text = normalise(message);
  return (
    text.split(" ").length <= 5 &&
    isCancel(message) &&
    !/\b(reuniao|visita|horario|agendamento|data|remarcar|reagendar|desmarcar)\b/.test(text)
  );
}
