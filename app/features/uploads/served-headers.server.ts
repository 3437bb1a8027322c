import compression from "compression";
import type { NextFunction, Request, Response } from "express";
import { uploadPolicy } from "~/platform/security/index.server";
import { allowedTypes, storedNamePattern, type AllowedMime } from "./rules";

/** Images and PDFs open in the browser (a PDF catalogue or certificate is read there); documents download. */
const shownInline: ReadonlySet<AllowedMime> = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "application/pdf"]);

/** How long browsers and CDNs keep an upload, from whichever storage it is served. */
export const uploadMaxAgeSeconds = 7 * 24 * 60 * 60;
export const uploadCacheControl = `public, max-age=${uploadMaxAgeSeconds}`;

const typeByExtension = new Map<string, AllowedMime>(
  Object.entries(allowedTypes).flatMap(([mime, extensions]) => extensions.map((extension) => [extension, mime as AllowedMime])),
);

/**
 * The headers a stored file is served with: the type its name was given when its bytes were
 * checked, never a type the browser guesses, and no policy under which anything could run.
 * Undefined for a name the uploads never store.
 */
export function servedUploadHeaders(name: string): Record<string, string> | undefined {
  if (!storedNamePattern.test(name)) return undefined;
  const mime = typeByExtension.get(name.slice(name.lastIndexOf(".") + 1));
  if (!mime) return undefined;
  return {
    "Content-Type": mime === "text/plain" ? "text/plain; charset=utf-8" : mime,
    "Content-Disposition": shownInline.has(mime) ? "inline" : "attachment",
    "Content-Security-Policy": uploadPolicy,
    "X-Content-Type-Options": "nosniff",
  };
}

/** Answers 404 for any name the uploads never store (a half-written `.partial`, a dot file). */
export function onlyStoredUploads(req: Request, res: Response, next: NextFunction) {
  if (!servedUploadHeaders(req.path.slice(1))) {
    res.status(404).type("text/plain").send("Arquivo não encontrado");
    return;
  }
  next();
}

/**
 * The compression middleware's filter: an upload leaves as it is stored, since its strong ETag
 * names those bytes and a range is a range of the file; anything else as compression decides.
 */
export function compressedUnlessUpload(req: Request, res: Response) {
  return !/^\/uploads\//i.test(req.originalUrl) && compression.filter(req, res);
}
