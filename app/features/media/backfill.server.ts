import { db } from "~/db/client.server";
import { media, pages, specialPages } from "~/db/schema";
import { typeOfStoredName } from "~/features/uploads";
import { fileStorage, type FileStorage } from "~/features/uploads/index.server";
import { readImageSize } from "./read-image-size.server";

type Described = { url?: string; alt?: string };

/** The alt texts the content already gives its images (gallery items, the banner), by address. */
async function altTextsInContent() {
  const [pageRows, specialRows] = await Promise.all([
    db().select({ content: pages.content }).from(pages),
    db().select({ content: specialPages.content }).from(specialPages),
  ]);
  const images: Described[] = [
    ...pageRows.flatMap((row) => row.content.gallery_images ?? []),
    ...specialRows.flatMap(({ content }) => [
      ...("gallery" in content ? content.gallery : []),
      ...("banner_settings" in content ? [content.banner_settings] : []),
    ]),
  ];
  const alts = new Map<string, string>();
  for (const image of images) {
    const alt = image.alt?.trim();
    if (image.url && alt && !alts.has(image.url)) alts.set(image.url, alt.slice(0, 250));
  }
  return alts;
}

/**
 * Puts every stored file the library does not know yet into it (uploads from before the
 * library, sample files, files restored from a backup), with an image's size read from its
 * bytes and the alt text the content already gives it. Run at start: a bucket can only be listed by the running app, not by a migration.
 */
export async function indexStoredUploads(storage: FileStorage = fileStorage()) {
  const known = new Set((await db().select({ name: media.name }).from(media)).map((row) => row.name));
  const alts = await altTextsInContent();
  let added = 0;
  for await (const file of storage.list()) {
    if (known.has(file.name)) continue;
    const type = typeOfStoredName(file.name);
    if (!type) continue;
    const stream = type.startsWith("image/") ? await storage.read(file.name) : undefined;
    const size = stream ? await readImageSize(type, Buffer.concat(await stream.toArray())) : { width: null, height: null };
    await db()
      .insert(media)
      .values({
        name: file.name,
        originalName: file.name,
        type,
        size: file.size,
        ...size,
        alt: alts.get(storage.publicUrl(file.name)) ?? "",
        createdAt: file.modifiedAt,
      })
      .onConflictDoNothing();
    added += 1;
  }
  return added;
}
