import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maxUploadBytes, uploadMessages } from "./rules";
import type { FileStorage } from "./file-storage.server";
import { localDiskStorage } from "./local-storage.server";
import { deleteUpload, saveUpload } from "./uploads.server";

let root: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "uploads-"));
  storage = localDiskStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

async function pdf() {
  const doc = await PDFDocument.create();
  doc.addPage();
  return Buffer.from(await doc.save());
}

const fileOf = (name: string, bytes: Uint8Array<ArrayBuffer> | string) => new File([bytes], name);

async function storedFiles() {
  return fs.readdir(root).catch(() => [] as string[]);
}

describe("uploads", () => {
  it("stores an image under a generated name and serves it from /uploads", async () => {
    const stored = await saveUpload(fileOf("Foto da Grade.PNG", await png()), storage);
    expect(stored.name).toMatch(/^[0-9a-f]{16}-\d{13}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.name}`);
    expect(stored.type).toBe("image/png");
    expect(await storedFiles()).toEqual([stored.name]);
  });

  it("accepts a PDF and a plain text file by their content", async () => {
    const catalogue = await saveUpload(fileOf("catalogo.pdf", await pdf()), storage);
    const note = await saveUpload(fileOf("leia-me.txt", "Instruções de instalação do filtro."), storage);
    expect(catalogue.type).toBe("application/pdf");
    expect(note.type).toBe("text/plain");
  });

  it("refuses a file over 10 MB and writes nothing", async () => {
    const big = new Uint8Array(new ArrayBuffer(maxUploadBytes + 1));
    await expect(saveUpload(fileOf("grande.png", big), storage)).rejects.toMatchObject({
      message: uploadMessages.tooLarge,
      status: 413,
    });
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ["an HTML page named .png", "pagina.png", "<!doctype html><script>alert(1)</script>"],
    ["an SVG image", "logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["an SVG named .txt", "logo.txt", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["HTML named .txt", "nota.txt", "Olá <script>alert(1)</script>"],
    ["an empty file", "vazio.txt", ""],
    ["a program", "setup.exe", "MZ\u0090\u0000\u0003"],
  ])("refuses %s with the type message and writes nothing", async (_label, name, body) => {
    await expect(saveUpload(fileOf(name, body), storage)).rejects.toMatchObject({
      message: uploadMessages.typeNotAllowed,
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a real image whose name claims another type", async () => {
    await expect(saveUpload(fileOf("catalogo.pdf", await png()), storage)).rejects.toMatchObject({
      message: uploadMessages.typeNotAllowed,
    });
  });

  it("deletes a stored file by the last segment of its URL", async () => {
    const stored = await saveUpload(fileOf("foto.png", await png()), storage);
    await deleteUpload(stored.url.split("/").pop()!, storage);
    expect(await storedFiles()).toEqual([]);
    await expect(deleteUpload(stored.name, storage)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the stored files with their sizes and reads one back, leaving out anything that is no upload", async () => {
    const stored = await saveUpload(fileOf("leia-me.txt", "Instruções de instalação do filtro."), storage);
    await fs.writeFile(path.join(root, `${stored.name}.partial`), "meio arquivo");
    await fs.mkdir(path.join(root, "2026"));
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([{ name: stored.name, size: stored.size, modifiedAt: expect.any(Date) }]);
    const bytes = await storage.read(stored.name);
    expect(Buffer.concat(await bytes!.toArray()).toString()).toBe("Instruções de instalação do filtro.");
    expect(await storage.read("a1b2c3d4e5f60718-1700000000000.txt")).toBeUndefined();
  });

  it.each(["../../etc/passwd", "..%2F..%2Fsecret.txt", "/etc/hosts", "a/b.png", "..", ".env", "x.png/../../y.txt"])(
    "refuses to delete outside the uploads folder: %s",
    async (name) => {
      const outside = path.join(path.dirname(root), "keep.txt");
      await fs.writeFile(outside, "keep");
      try {
        await expect(deleteUpload(name, storage)).rejects.toMatchObject({ status: 400 });
        expect(await fs.readFile(outside, "utf8")).toBe("keep");
      } finally {
        await fs.rm(outside, { force: true });
      }
    },
  );
});
