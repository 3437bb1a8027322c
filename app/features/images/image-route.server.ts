import fs from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import sharp from "sharp";
import { config } from "~/config/env.server";
import { storedNamePattern } from "~/features/uploads/rules";
import { uploadsDir } from "~/features/uploads/storage.server";
import { imageWidths } from "./image-widths";

const resizable = /\.(jpe?g|png|webp|gif)$/i;

function cacheDir() {
  return path.join(config().dataDir, "cache", "images");
}

/**
 * GET /images/:name?w=640 — an uploaded image resized to one of the allowed widths, as
 * WebP at quality 85, rendered once and kept on disk. Upload names never change content,
 * so the answer is cached for a year.
 */
export async function serveImage(req: Request, res: Response) {
  const name = String(req.params.name ?? "");
  const width = Number(req.query.w);
  if (!storedNamePattern.test(name) || !resizable.test(name) || !imageWidths.includes(width as never)) {
    res.status(404).end();
    return;
  }
  const target = path.join(cacheDir(), `${name}-${width}.webp`);
  try {
    let body: Buffer;
    try {
      body = await fs.readFile(target);
    } catch {
      body = await sharp(path.join(uploadsDir(), name))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      await fs.mkdir(cacheDir(), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, target);
    }
    res.set({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
    });
    res.end(body);
  } catch {
    res.status(404).end();
  }
}
