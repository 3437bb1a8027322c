import { db } from "~/db/client.server";
import { media } from "~/db/schema";
import { typeOfStoredName } from "~/features/uploads";
import { fileStorage, type FileStorage } from "~/features/uploads/index.server";
import { readImageSize } from "./read-image-size.server";

/**
 * Puts every stored file the library does not know yet into it (uploads from before the
 * library, sample files, files restored from a backup), with an image's size read from its
 * bytes. Run at start: a bucket can only be listed by the running app, not by a migration.
 */
export async function indexStoredUploads(storage: FileStorage = fileStorage()) {
  const known = new Set((await db().select({ name: media.name }).from(media)).map((row) => row.name));
  let added = 0;
  for await (const file of storage.list()) {
    if (known.has(file.name)) continue;
    const type = typeOfStoredName(file.name);
    if (!type) continue;
    const stream = type.startsWith("image/") ? await storage.read(file.name) : undefined;
    const size = stream ? await readImageSize(type, Buffer.concat(await stream.toArray())) : { width: null, height: null };
    await db()
      .insert(media)
      .values({ name: file.name, originalName: file.name, type, size: file.size, ...size, createdAt: file.modifiedAt })
      .onConflictDoNothing();
    added += 1;
  }
  return added;
}
