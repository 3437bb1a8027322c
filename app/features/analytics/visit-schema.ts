import { z } from "~/lib/zod";
import { visitorSessionIdPattern } from "./session-field";

const sessionId = z.string({ message: "Sessão do visitante inválida" }).regex(visitorSessionIdPattern, "Sessão do visitante inválida");
const pagePath = z
  .string({ message: "Endereço da página inválido" })
  .max(2048, "Endereço da página muito longo")
  .regex(/^\//, "Endereço da página inválido");

export const visitSchema = z.object(
  {
    session_id: sessionId,
    page_path: pagePath,
    referrer: z.string().max(2048, "Origem muito longa").nullish(),
  },
  { error: "Visita inválida" },
);

/** The heartbeat sends at most every 15 s; a late or merged beat may carry a little more. */
const maxEngagedSeconds = 60;

/** Seconds the visitor spent with a page visible, sent while it stays visible and when it is left. */
export const engagementSchema = z.object(
  {
    session_id: sessionId,
    page_path: pagePath,
    engaged_seconds: z
      .number({ message: "Tempo de permanência inválido" })
      .positive("Tempo de permanência inválido")
      .max(maxEngagedSeconds, "Tempo de permanência inválido"),
  },
  { error: "Tempo de permanência inválido" },
);
