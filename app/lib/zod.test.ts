import { readFile } from "node:fs/promises";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "./zod";

// What zod would compile: an object schema, nested, parsed synchronously (the only parse zod compiles).
const makeSchema = () =>
  z.object({
    name: z.string().min(1),
    email: z.email(),
    items: z.array(z.object({ quantity: z.number().int().positive() })),
  });
const valid = { name: "Ana", email: "ana@exemplo.com.br", items: [{ quantity: 2 }] };

describe("zod without eval", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("makes and parses object schemas without calling Function", () => {
    const construct = vi.spyOn(globalThis, "Function");
    const schema = makeSchema();
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.safeParse({ ...valid, items: [{ quantity: 0 }] }).success).toBe(false);
    expect(schema.parse(valid)).toEqual(valid);
    expect(construct).not.toHaveBeenCalled();
  });

  it("would see zod compile with the setting off, so the check above can fail", () => {
    const construct = vi.spyOn(globalThis, "Function");
    z.config({ jitless: false });
    try {
      expect(makeSchema().parse(valid)).toEqual(valid);
    } finally {
      z.config({ jitless: true });
    }
    expect(construct).toHaveBeenCalled();
  });

  it("is the first module the server's entry loads: better-auth makes its schemas as it loads", async () => {
    const source = await readFile(new URL("../../server/app.ts", import.meta.url), "utf8");
    const firstImport = source.match(/^import (?!type ).*$/m)?.[0];
    expect(firstImport).toBe('import "~/lib/zod";');
  });
});
