import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import sharp from "sharp";
import type { FileStorage } from "~/features/uploads/index.server";
import { illustrationSvg, type IllustrationShape } from "./illustrations";

const renderCache = path.join(os.tmpdir(), "magnasul-sample-renders");

/**
 * Renders an SVG to an image once per machine: every new data folder (a test's server, a fresh
 * install) seeds the same 80-odd pictures, whose encoding was most of a seed's time. The file
 * is named by the SVG, the options and libvips' version, so a changed drawing is drawn again.
 */
async function rendered(svg: string, options: string, render: (svg: Buffer) => Promise<Buffer>) {
  const key = createHash("sha256").update(`${sharp.versions.vips}\n${options}\n${svg}`).digest("hex");
  const file = path.join(renderCache, key);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const bytes = await render(Buffer.from(svg));
  await mkdir(renderCache, { recursive: true });
  // Written aside and renamed: a seed running beside this one reads a whole file or none.
  const aside = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(aside, bytes);
  await rename(aside, file);
  return bytes;
}

/** Writes a file once: a second seed finds it and leaves it alone. */
async function ensureFile(storage: FileStorage, name: string, make: () => Promise<Uint8Array>) {
  if (!(await storage.exists(name))) await storage.save(name, await make());
  return storage.publicUrl(name);
}

function renderIllustration(shape: IllustrationShape, variant: number, width = 1200, height = 800) {
  return rendered(illustrationSvg(shape, variant, width, height), `webp 85 ${width}x${height}`, (svg) =>
    sharp(svg).resize(width, height).webp({ quality: 85 }).toBuffer(),
  );
}

export function ensureIllustration(
  storage: FileStorage,
  name: string,
  shape: IllustrationShape,
  variant: number,
  size: { width: number; height: number } = { width: 1200, height: 800 },
) {
  return ensureFile(storage, name, () => renderIllustration(shape, variant, size.width, size.height));
}

/** The sample company's logo: the site's mark, as a square PNG search engines accept (at least 112 px). */
const sampleLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1c3699"/><g transform="translate(5 5) scale(0.9167)" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="m12 15 4 4"/><path d="M2.352 10.648a1.205 1.205 0 0 0 0 1.704l2.296 2.296a1.205 1.205 0 0 0 1.704 0l6.029-6.029a1 1 0 1 1 3 3l-6.029 6.029a1.205 1.205 0 0 0 0 1.704l2.296 2.296a1.205 1.205 0 0 0 1.704 0l6.365-6.367A1 1 0 0 0 8.716 4.282z"/><path d="m5 8 4 4"/></g></svg>`;

export function ensureSampleLogo(storage: FileStorage, name: string) {
  return ensureFile(storage, name, () =>
    rendered(sampleLogoSvg, "png 512x512 density 1152", (svg) => sharp(svg, { density: 1152 }).resize(512, 512).png().toBuffer()),
  );
}

/** The standard PDF fonts cover Latin-1 only: anything else becomes a close ASCII form. */
function printable(font: PDFFont, text: string) {
  return [...text.replace(/≤/g, "<=").replace(/≥/g, ">=")]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

function wrap(font: PDFFont, text: string, size: number, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export type PdfDocumentSpec = {
  title: string;
  subtitle: string;
  shape: IllustrationShape;
  blocks: Array<{ heading?: string; text: string }>;
};

/** A one-page sample PDF: the illustration, the title and the text blocks, marked as sample. */
async function renderSamplePdf(spec: PdfDocumentSpec) {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setAuthor("Magnasul (empresa fictícia)");
  const page = doc.addPage([595, 842]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const image = await doc.embedPng(
    await rendered(illustrationSvg(spec.shape, 0, 1200, 500), "png 1200x500", (svg) => sharp(svg).resize(1200, 500).png().toBuffer()),
  );
  const margin = 48;
  const width = 595 - margin * 2;
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.05, 0.1, 0.25) });
  page.drawText(printable(bold, "Magnasul Separação Magnética"), { x: margin, y: 806, size: 16, font: bold, color: rgb(1, 1, 1) });
  page.drawImage(image, { x: margin, y: 560, width, height: (width * 500) / 1200 });
  let y = 530;
  page.drawText(printable(bold, spec.title), { x: margin, y, size: 20, font: bold, color: rgb(0.08, 0.15, 0.37) });
  y -= 22;
  page.drawText(printable(regular, spec.subtitle), { x: margin, y, size: 11, font: regular, color: rgb(0.33, 0.4, 0.48) });
  y -= 28;
  for (const block of spec.blocks) {
    if (block.heading) {
      page.drawText(printable(bold, block.heading), { x: margin, y, size: 12, font: bold });
      y -= 16;
    }
    for (const line of wrap(regular, printable(regular, block.text), 10, width)) {
      if (y < 70) break;
      page.drawText(line, { x: margin, y, size: 10, font: regular, color: rgb(0.15, 0.18, 0.22) });
      y -= 14;
    }
    y -= 10;
  }
  page.drawText(printable(regular, "Documento de exemplo de um site de demonstração — empresa e dados fictícios."), {
    x: margin,
    y: 36,
    size: 8,
    font: regular,
    color: rgb(0.42, 0.5, 0.58),
  });
  return doc.save();
}

export function ensureSamplePdf(storage: FileStorage, name: string, spec: PdfDocumentSpec) {
  return ensureFile(storage, name, () => renderSamplePdf(spec));
}
