import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { siteConversions, visitorAnalytics, visits } from "~/db/schema";
import { nulCharacterMessage, pathOfNulCharacter } from "~/lib/validation";
import { contactClickSchema } from "./contact-clicks";
import { flushVisits } from "./visits.server";

type Visitor = { userAgent: string | null; staff: boolean };

export type ContactClickResult = { ok: true; recorded: boolean } | { ok: false; message: string };

/**
 * A click on a WhatsApp, phone or e-mail link, counted as a conversion of the visit it happened
 * in: only on a page that session viewed (so only real visits count, with their source and
 * campaign), once per session, page and kind. Staff, robots and requests without a browser are
 * not counted, as for visits.
 */
export async function recordContactClick(body: unknown, visitor: Visitor): Promise<ContactClickResult> {
  if (pathOfNulCharacter(body) !== undefined) return { ok: false, message: nulCharacterMessage };
  const parsed = contactClickSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Clique inválido" };
  if (!visitor.userAgent || visitor.staff || isbot(visitor.userAgent)) return { ok: true, recorded: false };
  const { session_id: sessionId, page_path: pagePath, kind } = parsed.data;
  // The page view may still wait in this instance's buffer.
  await flushVisits();
  const rows = await queryRows<{ id: string }>(
    db(),
    sql`
    insert into ${siteConversions} (session_id, kind, page_path, source, utm_source, utm_campaign)
    select ${sessionId}, ${kind}, ${pagePath}, v.source, v.utm_source, v.utm_campaign
    from ${visitorAnalytics} pv join ${visits} v on v.id = pv.visit_id
    where pv.session_id = ${sessionId} and split_part(pv.page_path, '?', 1) = ${pagePath}
    order by pv.visited_at desc
    limit 1
    on conflict do nothing
    returning id`,
  );
  return { ok: true, recorded: rows.length > 0 };
}
