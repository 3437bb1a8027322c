import { describe, expect, it } from "vitest";
import { changesBetween } from "./changes";

describe("changes between two versions", () => {
  it("names each changed field as staff know it, in the newer version's order", () => {
    const before = { title: "Grade", published: true, content: { introduction: "Antes", sections: [{ title: "A", text: "B" }] } };
    const after = { title: "Grade Rotativa", published: false, content: { introduction: "Antes", sections: [{ title: "A", text: "C" }] } };
    expect(changesBetween(before, after)).toEqual([
      { label: "Título", before: "Grade", after: "Grade Rotativa" },
      { label: "Publicada", before: "Sim", after: "Não" },
      { label: "Seção 1 › Texto", before: "B", after: "C" },
    ]);
  });

  it("tells added and removed list items, and ignores items' ids and order numbers", () => {
    const before = { content: { areas: [{ id: "a1", order: 1, title: "Mineração" }] } };
    const after = {
      content: {
        areas: [
          { id: "a9", order: 1, title: "Mineração" },
          { id: "a2", order: 2, title: "Alimentos" },
        ],
      },
    };
    expect(changesBetween(before, after)).toEqual([{ label: "Área de atuação 2 › Título", before: "", after: "Alimentos" }]);
    expect(changesBetween(after, before)).toEqual([{ label: "Área de atuação 2 › Título", before: "Alimentos", after: "" }]);
  });

  it("shows a long text as its changed words, with the unchanged stretches shortened", () => {
    const start = "Separadores magnéticos para ".repeat(10);
    const change = changesBetween({ content: `${start}pós finos.` }, { content: `${start}grãos e pós finos.` });
    expect(change).toHaveLength(1);
    const pieces = "pieces" in change[0]! ? change[0].pieces : [];
    expect(pieces.filter((piece) => piece.change)).toEqual([{ text: "grãos e ", change: "added" }]);
    expect(pieces[0]!.text).toContain(" … ");
    expect(pieces.map((piece) => piece.text).join("").length).toBeLessThan(start.length);
  });

  it("finds nothing between equal versions", () => {
    const version = { title: "T", content: { sections: [{ title: "A", text: "B" }] } };
    expect(changesBetween(version, structuredClone(version))).toEqual([]);
  });
});
