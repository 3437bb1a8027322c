import { normalise } from "./normalise";

const particles = new Set(["da", "de", "do", "das", "dos", "e"]);
const greeting = /^(ol[áa]|oi|bom dia|boa tarde|boa noite)[,!. ]+/i;
const questionWords =
  /\b(que|qual|quais|como|onde|quando|quanto|voces|vcs|tem|quero|preciso|gostaria|pode|podem|vende|vendem|fazem|obrigad[oa]|valeu|sim|nao)\b/;

/**
 * Whether a message answers "qual é o seu nome?": "Ana Souza", "oi, sou o Carlos",
 * "Carlos Pedreira" (a surname, not the city) — not "vocês têm tambor?" nor "obrigado".
 */
export function looksLikeName(message: string) {
  const text = normalise(message.trim().replace(greeting, ""));
  if (!text || message.includes("?") || /\d|@/.test(message)) return false;
  if (/^(meu nome e|me chamo|eu me chamo|sou|eu sou|aqui e)\b/.test(text)) return true;
  return text.split(" ").length <= 5 && !questionWords.test(text);
}

/** The name in "meu nome é ana souza" or "sou a Ana", written as a name ("Ana Souza"). */
export function extractName(message: string) {
  const name = message
    .trim()
    .replace(greeting, "")
    .replace(/^(meu nome [ée]|me chamo|eu me chamo|aqui [ée] (o |a )?|eu sou (o |a )?|sou (o |a )?|[ée] (o |a )?)/i, "")
    .replace(/[.!,;]+$/, "")
    .trim();
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => (index > 0 && particles.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

/** The first e-mail address written in a message. */
export function extractEmail(message: string) {
  return /[^\s<>(),;:]+@[^\s<>(),;:]+/.exec(message)?.[0].replace(/[.]+$/, "") ?? message.trim();
}
