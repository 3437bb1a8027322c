import { describe, expect, it } from "vitest";
import { z } from "./zod";
import { nulCharacterMessage, pathOfNulCharacter, validate } from "./validation";

describe("NUL characters, which PostgreSQL cannot store in text", () => {
  it("are found at their dotted path, however deep", () => {
    expect(pathOfNulCharacter({ name: "Ana", items: [{ title: "ok" }, { title: "a\u0000b" }] })).toBe("items.1.title");
    expect(pathOfNulCharacter({ name: "Ana", count: 3, tags: ["a", null] })).toBeUndefined();
    let deep: unknown = "\u0000";
    for (let level = 0; level < 50_000; level++) deep = [deep];
    expect(pathOfNulCharacter(deep)).toBe(Array(50_000).fill("0").join("."));
  });

  it("make validate refuse the input with a pt-BR message on the field", () => {
    const schema = z.object({ name: z.string(), note: z.string() });
    expect(validate(schema, { name: "Ana", note: "x\u0000" })).toEqual({
      ok: false,
      message: nulCharacterMessage,
      fieldErrors: { note: nulCharacterMessage },
    });
    expect(validate(schema, { name: "Ana", note: "x" })).toEqual({ ok: true, data: { name: "Ana", note: "x" } });
  });
});
