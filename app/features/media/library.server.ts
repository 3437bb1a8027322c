import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { media } from "~/db/schema";
import { recordActivity } from "~/features/activity/index.server";
import { cacheTags } from "~/platform/page-cache";
import { invalidateCache } from "~/platform/page-cache/index.server";
import { deleteUpload, fileStorage, saveUpload, UploadError, type FileStorage } from "~/features/uploads/index.server";
import { readImageSize } from "./read-image-size.server";
import { findUsages, type MediaUsage } from "./usage.server";

/** A refusal of the library, with the places that keep a file in use when that is the reason. */
export class MediaError extends Error {
  override name = "MediaError";
  constructor(
    message: string,
    readonly status: number,
    readonly usages: MediaUsage[] = [],
  ) {
    super(message);
  }
}

const mediaMessages = {
  inUse: "Este arquivo está em uso e não pode ser excluído. Remova-o destes lugares primeiro:",
  notFound: "Arquivo não encontrado",
} as const;

/** Stores an upload and its library row (with an image's size), logged as the uploader's. */
export async function storeMedia(
  file: { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> },
  uploadedBy: string | null,
  storage: FileStorage = fileStorage(),
) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await saveUpload({ name: file.name, size: file.size, arrayBuffer: async () => bytes.buffer as ArrayBuffer }, storage);
  const { width, height } = await readImageSize(stored.type, bytes);
  const originalName = file.name.slice(0, 255);
  try {
    await db().transaction(async (tx) => {
      await tx.insert(media).values({ name: stored.name, originalName, type: stored.type, size: stored.size, width, height, uploadedBy });
      await recordActivity(tx, { entity: "upload", entityId: stored.name, action: "created", label: originalName });
    });
  } catch (error) {
    // A file without its row would be missing from the library: it goes too.
    await storage.remove(stored.name);
    throw error;
  }
  return { ...stored, width, height, alt: "" };
}

/** Saves a file's alt text, the description read wherever the image shows. */
export async function updateMediaAlt(name: string, alt: string) {
  const changed = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ alt: media.alt, originalName: media.originalName })
      .from(media)
      .where(eq(media.name, name))
      .for("update");
    if (!row) throw new MediaError(mediaMessages.notFound, 404);
    if (row.alt === alt) return false;
    await tx.update(media).set({ alt }).where(eq(media.name, name));
    await recordActivity(tx, {
      entity: "upload",
      entityId: name,
      action: "updated",
      label: row.originalName,
      fields: ["alt"],
      changes: [{ field: "alt", before: row.alt, after: alt }],
    });
    return true;
  });
  // Every public page may show the image: cached copies would keep the old text.
  if (changed) await invalidateCache(cacheTags.catalogue, cacheTags.blog, cacheTags.home, cacheTags.about);
}

/**
 * Deletes an unused file: its row, its bytes and its resized copies. A file some page, post or
 * setting still shows is refused, naming those places.
 */
export async function deleteMedia(name: string, storage: FileStorage = fileStorage()) {
  const usages = (await findUsages([name])).get(name) ?? [];
  if (usages.length > 0) throw new MediaError(mediaMessages.inUse, 409, usages);
  await db().transaction(async (tx) => {
    const [row] = await tx.delete(media).where(eq(media.name, name)).returning({ originalName: media.originalName });
    await recordActivity(tx, { entity: "upload", entityId: name, action: "deleted", label: row?.originalName ?? name });
    try {
      await deleteUpload(name, storage);
    } catch (error) {
      // A row whose bytes were already gone is still removed from the library.
      if (!(row && error instanceof UploadError && error.status === 404)) throw error;
    }
  });
}

type MediaDetails = { alt: string; width: number | null; height: number | null };

const uploadAddress = /^\/uploads\/([^/?#]+)$/;

/** The library's alt text and size of each upload address among these, for the pages that show them. */
export async function mediaDetailsOf(urls: readonly (string | null | undefined)[]): Promise<Record<string, MediaDetails>> {
  const names = [...new Set(urls.flatMap((url) => uploadAddress.exec(url ?? "")?.[1] ?? []))];
  if (names.length === 0) return {};
  const rows = await db()
    .select({ name: media.name, alt: media.alt, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.name, names));
  return Object.fromEntries(rows.map(({ name, ...details }) => [`/uploads/${name}`, details]));
}

/** The library's images that pages show but that have no alt text, with where they show. */
export async function imagesInUseWithoutAlt() {
  const rows = await db()
    .select({ name: media.name, originalName: media.originalName, type: media.type })
    .from(media)
    .where(eq(media.alt, ""))
    .orderBy(media.originalName);
  const images = rows.filter((row) => row.type.startsWith("image/"));
  const usages = await findUsages(images.map((row) => row.name));
  return images.flatMap((row) => {
    const places = usages.get(row.name) ?? [];
    return places.length > 0 ? [{ url: `/uploads/${row.name}`, originalName: row.originalName, usages: places }] : [];
  });
}
