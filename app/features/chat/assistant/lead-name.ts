const particles = new Set(["da", "de", "do", "das", "dos", "e"]);

/** The name in "meu nome é ana souza" or "sou a Ana", written as a name ("Ana Souza"). */
export function extractName(message: string) {
  const name = message
    .trim()
    .replace(/^(ol[áa]|oi|bom dia|boa tarde|boa noite)[,!. ]+/i, "")
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
