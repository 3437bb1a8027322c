import { sql } from "drizzle-orm";
import type { SiteConversionKind } from "~/db/schema";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { noClicks, type ContactClickFigures, type ContactClickRow } from "./contact-click-figures";

/** Rows shown per table, most clicks first. */
const rowsShown = 20;

type Counted = { label: string; detail: string; kind: SiteConversionKind; clicks: number | string };

function rowsOf(counted: Counted[]): ContactClickRow[] {
  const rows = new Map<string, ContactClickRow>();
  for (const { label, detail, kind, clicks } of counted) {
    const key = `${label}\t${detail}`;
    const row = rows.get(key) ?? { label, ...(detail ? { detail } : {}), ...noClicks() };
    row[kind] += Number(clicks);
    row.total += Number(clicks);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, "pt-BR")).slice(0, rowsShown);
}

/**
 * Clicks on the WhatsApp, phone and e-mail links of the site between two instants (all time
 * without a start): by page, by the source of the visit, and by its campaign ('' when untagged).
 */
export async function contactClickFigures(start: Date | undefined, end: Date): Promise<ContactClickFigures> {
  const within = start
    ? sql`created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`
    : sql`created_at < ${end.toISOString()}::timestamptz`;
  const counted = (label: ReturnType<typeof sql>, detail: ReturnType<typeof sql>) =>
    queryRows<Counted>(
      db(),
      sql`select ${label} as label, ${detail} as detail, kind, count(*) as clicks from site_conversions where ${within} group by 1, 2, 3`,
    );
  const [byPage, bySource, byCampaign] = await Promise.all([
    counted(sql`page_path`, sql`''`),
    counted(sql`source`, sql`''`),
    counted(sql`coalesce(utm_campaign, '')`, sql`coalesce(utm_source, '')`),
  ]);
  const total = noClicks();
  for (const { kind, clicks } of byPage) {
    total[kind] += Number(clicks);
    total.total += Number(clicks);
  }
  return { total, byPage: rowsOf(byPage), bySource: rowsOf(bySource), byCampaign: rowsOf(byCampaign) };
}
