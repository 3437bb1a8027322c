import { z } from "~/lib/zod";
import { siteConversionKinds } from "~/db/schema";
import { visitorSessionIdPattern } from "./session-field";

const invalid = "Clique inválido";

/** A click the browser reports: its session, the page it happened on (its path, without the query) and the kind. */
export const contactClickSchema = z.object(
  {
    session_id: z.string({ error: invalid }).regex(visitorSessionIdPattern, invalid),
    page_path: z
      .string({ error: invalid })
      .max(300, invalid)
      .regex(/^\/[^?#\s]*$/, invalid),
    kind: z.enum(siteConversionKinds, { error: invalid }),
  },
  { error: invalid },
);
