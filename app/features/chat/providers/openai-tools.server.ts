import { holdEndTime, meetingHoldEnd } from "~/features/leads";
import { formatLongDateTime, formatSlot } from "~/lib/dates";
import { bookForSession, offerSlots, registerLead } from "../lead-actions.server";
import { findPages } from "./grounding.server";

/** The functions the model may call, in the chat-completions `tools` format. */
export const toolDefinitions = [
  {
    type: "function",
    function: {
      name: "buscar_catalogo",
      description:
        "Busca páginas publicadas do catálogo (produtos, serviços, importados) por palavras. Devolve título, endereço e introdução.",
      parameters: {
        type: "object",
        properties: { consulta: { type: "string", description: "Palavras do produto ou serviço procurado" } },
        required: ["consulta"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "registrar_lead",
      description:
        "Registra o visitante como contato comercial, depois de ele informar nome, e-mail e telefone. Devolve um erro com o dado a pedir de novo quando algum é inválido.",
      parameters: {
        type: "object",
        properties: {
          nome: { type: "string", description: "Nome do visitante" },
          email: { type: "string", description: "E-mail do visitante" },
          telefone: { type: "string", description: "Telefone com DDD" },
        },
        required: ["nome", "email", "telefone"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "horarios_livres",
      description:
        "Lista os próximos horários livres para uma reunião com a equipe: o início em ISO 8601 e um rótulo para mostrar ao visitante.",
      parameters: {
        type: "object",
        properties: {
          depois_de: { type: "string", description: "Só horários depois deste instante ISO 8601 (para oferecer outras opções)" },
        },
      },
    },
  },
  {
    type: "function",
    function: {
      name: "agendar_reuniao",
      description: "Agenda a reunião do visitante já registrado no horário escolhido, um dos devolvidos por horarios_livres.",
      parameters: {
        type: "object",
        properties: { horario: { type: "string", description: "Início do horário escolhido, em ISO 8601" } },
        required: ["horario"],
      },
    },
  },
] as const;

type ToolContext = { sessionId: string; clientIp: string; now: Date };
type Args = Record<string, unknown>;

const leadFields: Record<string, string> = { name: "nome", email: "email", phone: "telefone" };

const bookingRefusals = {
  taken: "Este horário acabou de ser reservado. Chame horarios_livres e ofereça outros.",
  unavailable: "Este horário não está entre os livres. Use um dos devolvidos por horarios_livres.",
  no_lead: "O visitante ainda não foi registrado. Peça nome, e-mail e telefone e chame registrar_lead antes.",
  limit:
    "O limite diário de agendamentos desta conversa ou desta conexão foi atingido. Não tente de novo: peça que o visitante agende pelo telefone ou pelo WhatsApp da empresa.",
} as const;

/** Told the same whether the slot was booked or the e-mail already had a meeting: only that e-mail learns which. */
const bookingReceived = (confirmBy: string) =>
  `Pedido recebido. Diga ao visitante que enviamos um e-mail ao endereço informado e que ele deve confirmar a reunião pelo link do e-mail até as ${confirmBy}, ou o horário será liberado; não diga se a reunião foi agendada.`;

function instant(value: unknown) {
  const date = typeof value === "string" ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

async function registrarLead({ nome, email, telefone }: Args, { sessionId }: ToolContext) {
  const result = await registerLead(sessionId, { name: nome, email, phone: telefone });
  if (!result.ok) {
    const erros = Object.fromEntries(Object.entries(result.fieldErrors).map(([field, message]) => [leadFields[field] ?? field, message]));
    return { ok: false, erros };
  }
  return { ok: true, nome: result.lead.name, email: result.lead.email, telefone: result.lead.phone };
}

async function horariosLivres({ depois_de }: Args, { now }: ToolContext) {
  const slots = await offerSlots(now, instant(depois_de));
  return { horarios: slots.map((slot) => ({ inicio: slot.toISOString(), rotulo: formatSlot(slot) })) };
}

async function agendarReuniao({ horario }: Args, { sessionId, clientIp, now }: ToolContext) {
  const at = instant(horario);
  if (!at) return { ok: false, erro: "Horário inválido: use o início ISO 8601 devolvido por horarios_livres." };
  const booked = await bookForSession({ sessionId, clientIp }, at, now);
  if (!booked.ok && booked.reason !== "has_meeting") return { ok: false, erro: bookingRefusals[booked.reason] };
  const confirmBy = holdEndTime(meetingHoldEnd(at, now));
  return {
    ok: true,
    horario: at.toISOString(),
    rotulo: formatLongDateTime(at),
    confirmar_ate: confirmBy,
    aviso: bookingReceived(confirmBy),
  };
}

/** What a tool call did for the visitor, so the turn can confirm it even if the model fails afterwards. */
export type ToolDone = { kind: "registered" } | { kind: "booked"; rotulo: string; confirmarAte: string };
type ToolResult = Record<string, unknown>;

// A Map, so a name such as "constructor" finds nothing rather than Object's prototype.
const tools = new Map<string, (args: Args, context: ToolContext) => Promise<ToolResult>>([
  ["buscar_catalogo", async ({ consulta }) => ({ paginas: typeof consulta === "string" ? await findPages(consulta) : [] })],
  ["registrar_lead", registrarLead],
  ["horarios_livres", horariosLivres],
  ["agendar_reuniao", agendarReuniao],
]);

function doneBy(name: string, result: ToolResult): ToolDone | undefined {
  if (result.ok !== true) return undefined;
  if (name === "registrar_lead") return { kind: "registered" };
  if (name === "agendar_reuniao" && typeof result.rotulo === "string" && typeof result.confirmar_ate === "string") {
    return { kind: "booked", rotulo: result.rotulo, confirmarAte: result.confirmar_ate };
  }
  return undefined;
}

function parseArguments(text: string): Args | undefined {
  try {
    const parsed: unknown = JSON.parse(text || "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Args) : undefined;
  } catch {
    return undefined;
  }
}

const mistake = (erro: string) => ({ content: JSON.stringify({ ok: false, erro }) });

/**
 * Runs one tool call: its result as the JSON the model reads, and what it did for the visitor.
 * Mistakes (an unknown tool, unreadable arguments, invalid data) come back as messages, so the
 * model can ask again.
 */
export async function runTool(name: string, argumentsText: string, context: ToolContext): Promise<{ content: string; done?: ToolDone }> {
  const tool = tools.get(name);
  if (!tool) return mistake(`Ferramenta desconhecida: ${name}`);
  const args = parseArguments(argumentsText);
  if (!args) return mistake("Argumentos inválidos: envie um objeto JSON.");
  const result = await tool(args, context);
  return { content: JSON.stringify(result), done: doneBy(name, result) };
}
