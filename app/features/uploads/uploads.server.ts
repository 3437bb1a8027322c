import crypto from "node:crypto";
import { detectAllowedType } from "./detect-type.server";
import { allowedTypes, maxUploadBytes, storedNamePattern, uploadMessages } from "./rules";
import type { FileStorage } from "./file-storage.server";
import { dropResizedCopies } from "./resized-copies.server";
import { fileStorage } from "./storage.server";

export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type StoredUpload = { name: string; url: string; type: string; size: number };

function extensionOf(fileName: string) {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match?.[1]?.toLowerCase() ?? "";
}

/** A stored file's name: a random string, the time and the original extension. */
function generateStoredName(extension: string, now = Date.now()) {
  return `${crypto.randomBytes(8).toString("hex")}-${now}.${extension}`;
}

/** Checks size and real type, then stores the file under a generated name. Nothing is written on refusal. */
export async function saveUpload(
  file: { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> },
  storage: FileStorage = fileStorage(),
): Promise<StoredUpload> {
  if (file.size > maxUploadBytes) throw new UploadError(uploadMessages.tooLarge, 413);
  if (file.size === 0) throw new UploadError(uploadMessages.typeNotAllowed, 415);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxUploadBytes) throw new UploadError(uploadMessages.tooLarge, 413);

  const type = await detectAllowedType(bytes);
  const extension = extensionOf(file.name);
  const extensions: readonly string[] = type ? allowedTypes[type] : [];
  // The name must agree with the content: an HTML page named .png is refused.
  if (!type || !extensions.includes(extension)) {
    throw new UploadError(uploadMessages.typeNotAllowed, 415);
  }

  const name = generateStoredName(extension);
  await storage.save(name, bytes);
  return { name, url: storage.publicUrl(name), type, size: bytes.byteLength };
}

/** Removes a stored file named by the last segment of its URL, and this instance's resized copies of it. */
export async function deleteUpload(name: string, storage: FileStorage = fileStorage()) {
  if (!storedNamePattern.test(name)) throw new UploadError(uploadMessages.invalidName, 400);
  const removed = await storage.remove(name);
  await dropResizedCopies(name);
  if (!removed) throw new UploadError(uploadMessages.notFound, 404);
}
