import { describe, expect, it } from "vitest";
import { contentToMarkdown } from "./content";

describe("contentToMarkdown", () => {
  it("keeps Markdown as it is", () => {
    expect(contentToMarkdown("## Título\n\nTexto")).toBe("## Título\n\nTexto");
  });

  it("turns legacy blocks into Markdown with the same headings, paragraphs and images", () => {
    const markdown = contentToMarkdown({
      blocks: [
        { type: "paragraph", content: "Introdução." },
        { type: "heading", level: 1, content: "Seção" },
        { type: "heading", level: 3, content: "Detalhe" },
        { type: "image", content: "/uploads/foto.webp", alt: "Grade" },
      ],
    });
    expect(markdown).toBe("Introdução.\n\n## Seção\n\n### Detalhe\n\n![Grade](/uploads/foto.webp)");
  });
});
