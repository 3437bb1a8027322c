import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/config/env.server";
import { imageFormats, imageWidths, type ImageFormat } from "~/lib/image-widths";

/**
 * Resized copies of uploaded images, kept on this instance's disk whichever storage holds the
 * uploads: rebuilt from the storage when missing. They live here, beside the uploads, so that
 * deleting an upload drops them too.
 */
export function resizedCopiesDir() {
  return path.join(config().dataDir, "cache", "images");
}

const extensions: Record<ImageFormat, string> = { webp: "webp", avif: "avif", jpeg: "jpg" };

export const resizedCopyOf = (name: string, width: number, format: ImageFormat = "webp") =>
  path.join(resizedCopiesDir(), `${name}-${width}.${extensions[format]}`);

/** An upload that could not be decoded is marked beside the resized images, once for all its widths. */
export const failedMarkerOf = (name: string) => path.join(resizedCopiesDir(), `${name}.failed`);

export async function dropResizedCopies(name: string) {
  await Promise.all(
    [...imageFormats.flatMap((format) => imageWidths.map((width) => resizedCopyOf(name, width, format))), failedMarkerOf(name)].map(
      (file) => fs.rm(file, { force: true }),
    ),
  );
}
