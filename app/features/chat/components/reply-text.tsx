/** A line of a catalogue answer: "• Tambor Magnético Autolimpante: /produtos/tambor-magnetico-autolimpante". */
const pageLine = /^• (.+): (\/(?:produtos|servicos|importados)\/[a-z0-9-]+)$/;

// Site paths, the WhatsApp address (without the sentence's final punctuation), e-mails and Brazilian phones.
const linkable =
  /(https:\/\/wa\.me\/[^\s]*[^\s.,;:!?)]|\/(?:produtos|servicos|importados|contato|politicas|blog|quem-somos)(?:\/[a-z0-9-]+)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\(\d{2}\) \d{4,5}-\d{4})/g;

function href(part: string) {
  if (part.includes("@")) return `mailto:${part}`;
  if (part.startsWith("(")) return `tel:+55${part.replace(/\D/g, "")}`;
  return part;
}

function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(linkable).map((part, index) => {
        if (index % 2 === 0) return part ? <span key={index}>{part}</span> : null;
        const whatsapp = part.startsWith("https://");
        return (
          <a
            key={index}
            href={href(part)}
            className="font-medium break-words underline"
            target={whatsapp ? "_blank" : undefined}
            rel={whatsapp ? "noreferrer" : undefined}
          >
            {whatsapp ? "WhatsApp" : <span className="whitespace-nowrap">{part}</span>}
          </a>
        );
      })}
    </>
  );
}

/**
 * An assistant's reply as the visitor reads it: a catalogue page named by its title and
 * linked to it, site paths, e-mails, phones and WhatsApp as links, everything else as text.
 */
export function ReplyText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n").map((line, index) => {
        const page = pageLine.exec(line);
        return (
          <span key={index} className="block">
            {page ? (
              <>
                •{" "}
                <a href={page[2]} className="font-medium underline">
                  {page[1]}
                </a>
              </>
            ) : (
              <Linked text={line} />
            )}
          </span>
        );
      })}
    </>
  );
}

/** A numbered meeting slot of a reply, as the slot labels read: "1. segunda-feira, 23/11/2026 às 11:00". */
const slotLine = /^(\d+)\. (.*\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}.*)$/gm;

/** The numbered meeting slots of a reply, offered as buttons; other numbered lists (products) are not choices. */
export function slotOptions(text: string) {
  return [...text.matchAll(slotLine)].map((match) => ({ value: match[1]!, label: match[2]! }));
}
