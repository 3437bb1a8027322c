import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pageRedirects, pages, type PageType } from "~/db/schema";
import { pathFigures } from "~/features/analytics/index.server";
import { isUuid } from "~/lib/ids";
import { readPage } from "~/lib/list-paging";
import type { Period } from "~/lib/periods";
import type { AdminListParams } from "./admin-list-params";
import { canonicalPath } from "./page-types";

/** Pages of the admin list, counted and paginated in the database, with the count of each type. */
export async function listPagesForAdmin({ type, page, size }: { type: PageType | "all"; page: number; size: number }) {
  const filter = type === "all" ? undefined : eq(pages.pageType, type);
  const totals = await db().select({ pageType: pages.pageType, total: count() }).from(pages).groupBy(pages.pageType);
  const counts = { all: 0, produto: 0, servico: 0, importado: 0 };
  for (const row of totals) {
    counts[row.pageType] = row.total;
    counts.all += row.total;
  }
  const list = await readPage(
    { page, size },
    async () => (type === "all" ? counts.all : counts[type]),
    ({ limit, offset }) =>
      db()
        .select({
          id: pages.id,
          title: pages.title,
          slug: pages.slug,
          pageType: pages.pageType,
          published: pages.published,
          publishAt: pages.publishAt,
          createdAt: pages.createdAt,
          updatedAt: pages.updatedAt,
        })
        .from(pages)
        .where(filter)
        .orderBy(desc(pages.createdAt), desc(pages.id))
        .limit(limit)
        .offset(offset),
  );
  return { ...list, counts };
}

/**
 * One page of the admin list with each page's views and quote requests in the chosen period;
 * the figures are counted for the pages shown only.
 */
export async function loadAdminPageList(params: AdminListParams, now = new Date()) {
  const { rows, counts, page, pages: totalPages } = await listPagesForAdmin(params);
  const figures = await catalogueFigures(rows, params.period, now);
  return {
    rows: rows.map((row) => ({ ...row, figures: figures.get(row.id) ?? { views: 0, quoteRequests: 0 } })),
    counts,
    page,
    totalPages,
  };
}

/** Views and quote requests of catalogue pages in a period, by page id: those of the page's address. */
async function catalogueFigures(pages: Array<{ id: string; pageType: PageType; slug: string }>, period: Period, now = new Date()) {
  const pathOf = new Map(pages.map((page) => [page.id, canonicalPath(page.pageType, page.slug)]));
  const byPath = await pathFigures([...pathOf.values()], period, now);
  return new Map(pages.map((page) => [page.id, byPath.get(pathOf.get(page.id)!)!]));
}

export type AdminPageRow = Awaited<ReturnType<typeof loadAdminPageList>>["rows"][number];

/** A page to edit, by slug (current or former), or by id when no slug matches. */
export async function getPageForEdit(slugOrId: string) {
  const [bySlug] = await db().select().from(pages).where(eq(pages.slug, slugOrId)).limit(1);
  if (bySlug) return bySlug;
  const [byOldSlug] = await db()
    .select({ page: pages })
    .from(pageRedirects)
    .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
    .where(eq(pageRedirects.oldSlug, slugOrId))
    .limit(1);
  if (byOldSlug) return byOldSlug.page;
  if (!isUuid(slugOrId)) return null;
  const [byId] = await db().select().from(pages).where(eq(pages.id, slugOrId)).limit(1);
  return byId ?? null;
}
