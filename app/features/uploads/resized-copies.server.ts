import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/config/env.server";
import { imageWidths } from "~/lib/image-widths";

/**
 * Resized copies of uploaded images, kept on this instance's disk whichever storage holds the
 * uploads: rebuilt from the storage when missing. They live here, beside the uploads, so that
 * deleting an upload drops them too.
 */
export function resizedCopiesDir() {
  return path.join(config().dataDir, "cache", "images");
}

export const resizedCopyOf = (name: string, width: number) => path.join(resizedCopiesDir(), `${name}-${width}.webp`);

/** An upload that could not be decoded is marked beside the resized images, once for all its widths. */
export const failedMarkerOf = (name: string) => path.join(resizedCopiesDir(), `${name}.failed`);

export async function dropResizedCopies(name: string) {
  await Promise.all(
    [...imageWidths.map((width) => resizedCopyOf(name, width)), failedMarkerOf(name)].map((file) => fs.rm(file, { force: true })),
  );
}
