import { telHref } from "~/lib/phone";

/** A line of a catalogue answer: "• Tambor Magnético Autolimpante: /produtos/tambor-magnetico-autolimpante". */
const pageLine = /^• (.+): (\/(?:produtos|servicos|importados)\/[a-z0-9-]+)$/;

/**
 * Links written as words, "[página de contato](/contato)", first; then what text from elsewhere
 * (a language model, replies stored before) holds bare: site paths, the WhatsApp address
 * (without the sentence's final punctuation), e-mails and Brazilian phones.
 */
const linkable =
  /(\[[^\]\n]+\]\((?:\/|https:\/\/|tel:\+?\d|mailto:)[^)\s]*\)|https:\/\/wa\.me\/[^\s]*[^\s.,;:!?)]|(?<![\w.:/-])\/(?:produtos|servicos|importados|contato|politicas|blog|quem-somos)(?:\/[a-z0-9-]+)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\(\d{2}\) \d{4,5}-\d{4})/g;
const written = /^\[([^\]]+)\]\((.+)\)$/;

/** Words for a bare site path: a visitor reads "página de contato", never "/contato". */
const pathWords: Record<string, string> = {
  "/produtos": "página de produtos",
  "/servicos": "página de serviços",
  "/importados": "página de importados",
  "/contato": "página de contato",
  "/politicas": "página de políticas",
  "/blog": "blog",
  "/quem-somos": "página Quem Somos",
};
const pageWords: Record<string, string> = {
  produtos: "página do produto",
  servicos: "página do serviço",
  importados: "página do produto",
  blog: "artigo do blog",
};

/** The words and the address of one link found in a reply. */
function linkOf(part: string): { text: string; href: string } {
  const link = written.exec(part);
  if (link) return { text: link[1]!, href: link[2]! };
  if (part.startsWith("https://")) return { text: "WhatsApp", href: part };
  if (part.includes("@")) return { text: part, href: `mailto:${part}` };
  if (part.startsWith("(")) return { text: part, href: telHref(part) };
  return { text: pathWords[part] ?? pageWords[part.split("/")[1]!] ?? "página", href: part };
}

function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(linkable).map((part, index) => {
        if (index % 2 === 0) return part ? <span key={index}>{part}</span> : null;
        const link = linkOf(part);
        const external = link.href.startsWith("https://");
        return (
          <a
            key={index}
            href={link.href}
            className="font-medium break-words underline"
            target={external ? "_blank" : undefined}
            rel={external ? "noreferrer" : undefined}
          >
            {/^[(+\d]/.test(link.text) ? <span className="whitespace-nowrap">{link.text}</span> : link.text}
          </a>
        );
      })}
    </>
  );
}

/** A numbered meeting slot of a reply, as the assistant writes it: "1. segunda-feira, 23/11/2026 às 11:00". */
const slotLine = /^(\d+)\. ((\S+), (\d{2})\/(\d{2})\/(\d{4}) às (\d{2}:\d{2}))$/;

const monthName = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" });

export type SlotOption = {
  /** What is sent when it is chosen, the slot as the assistant wrote it. */
  value: string;
  /** On the button: "segunda, 23/11 às 11:00". */
  short: string;
  /** Read out: "segunda-feira, 23 de novembro de 2026, às 11:00". */
  spoken: string;
};

function slotOf(line: string): SlotOption | null {
  const match = slotLine.exec(line);
  if (!match) return null;
  const [, , value, weekday, day, month, year, time] = match;
  return {
    value: value!,
    short: `${weekday!.replace(/-feira$/, "")}, ${day}/${month} às ${time}`,
    spoken: `${weekday}, ${Number(day)} de ${monthName.format(Date.UTC(Number(year), Number(month) - 1, 1))} de ${year}, às ${time}`,
  };
}

/** The meeting slots a reply offers; other numbered lists (products) are not choices. */
export function slotOptions(text: string) {
  return text
    .split("\n")
    .map(slotOf)
    .filter((slot): slot is SlotOption => slot !== null);
}

function SlotButtons({ slots, onChoose }: { slots: SlotOption[]; onChoose: (slot: SlotOption) => void }) {
  return (
    <span role="group" aria-label="Horários livres" className="my-2 grid gap-2">
      {slots.map((slot) => (
        <button
          key={slot.value}
          type="button"
          aria-label={slot.spoken}
          onClick={() => onChoose(slot)}
          className="rounded-lg border border-brand-300 bg-white px-3 py-2 text-left font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {slot.short}
        </button>
      ))}
    </span>
  );
}

/**
 * An assistant's reply as the visitor reads it: a catalogue page named by its title and linked
 * to it, links as words, everything else as text. With `onChooseSlot`, the meeting slots it
 * offers are buttons in place of their lines: each slot shows once.
 */
export function ReplyText({ text, onChooseSlot }: { text: string; onChooseSlot?: (slot: SlotOption) => void }) {
  const lines = text.split("\n");
  const slots = onChooseSlot ? slotOptions(text) : [];
  const firstSlot = slots.length ? lines.findIndex((line) => slotOf(line)) : -1;
  return (
    <>
      {lines.map((line, index) => {
        if (slots.length && slotOf(line)) {
          return index === firstSlot ? <SlotButtons key={index} slots={slots} onChoose={onChooseSlot!} /> : null;
        }
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
