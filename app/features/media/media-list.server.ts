import { and, count, desc, eq, like, ne, notLike, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { media, users } from "~/db/schema";
import { fileStorage } from "~/features/uploads/index.server";
import { readListPaging, readPage } from "~/lib/list-paging";
import { mediaListSizes, readMediaFilters, type MediaFilters } from "./media-filters";
import type { MediaItem } from "./media-item";
import { findUsages } from "./usage.server";

const itemColumns = {
  name: media.name,
  originalName: media.originalName,
  type: media.type,
  size: media.size,
  width: media.width,
  height: media.height,
  alt: media.alt,
  uploaderName: users.name,
  createdAt: media.createdAt,
};

/** Library rows as the screens show them: with their address and where each is used. */
async function asItems(rows: Array<Omit<MediaItem, "url" | "createdAt" | "usages"> & { createdAt: Date }>): Promise<MediaItem[]> {
  const usages = await findUsages(rows.map((row) => row.name));
  const storage = fileStorage();
  return rows.map((row) => ({
    ...row,
    url: storage.publicUrl(row.name),
    createdAt: row.createdAt.toISOString(),
    usages: usages.get(row.name) ?? [],
  }));
}

/** Every file of the library, newest first, with who sent it and where it is used. */
export async function listMedia(): Promise<MediaItem[]> {
  const rows = await db()
    .select(itemColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploadedBy))
    .orderBy(desc(media.createdAt), media.name);
  return asItems(rows);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions({ q, kind }: MediaFilters): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (kind === "imagem") conditions.push(like(media.type, "image/%"));
  if (kind === "pdf") conditions.push(eq(media.type, "application/pdf"));
  if (kind === "documento") conditions.push(notLike(media.type, "image/%"), ne(media.type, "application/pdf"));
  // Each word is found on its own, so 'grade neodimio' finds "amostra-grade-magnetica-neodimio.webp".
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const folded = sql`immutable_unaccent(lower(${`%${escapeLike(word)}%`}))`;
    conditions.push(or(...[media.originalName, media.alt].map((field) => sql`immutable_unaccent(lower(${field})) like ${folded}`)));
  }
  return and(...conditions);
}

/**
 * One page of the 'Mídia' screen (docs/product/content.md): the files the filters keep, newest first, read
 * a page at a time; and how many images of the whole library lack an alt text.
 */
export async function pageOfMedia(search: URLSearchParams) {
  const filters = readMediaFilters(search);
  const where = filterConditions(filters);
  const [list, [withoutAlt]] = await Promise.all([
    readPage(
      readListPaging(search, mediaListSizes),
      async () => (await db().select({ total: count() }).from(media).where(where))[0]?.total ?? 0,
      async ({ limit, offset }) =>
        asItems(
          await db()
            .select(itemColumns)
            .from(media)
            .leftJoin(users, eq(users.id, media.uploadedBy))
            .where(where)
            .orderBy(desc(media.createdAt), media.name)
            .limit(limit)
            .offset(offset),
        ),
    ),
    db()
      .select({ total: count() })
      .from(media)
      .where(and(eq(media.alt, ""), like(media.type, "image/%"))),
  ]);
  return { filters, list, withoutAlt: withoutAlt?.total ?? 0 };
}
