import { describe, expect, it } from "vitest";
import { libraryImage } from "./library-image";

const library = { "/uploads/grade.png": { alt: "Grade magnética em funil", width: 1600, height: 1200 } };
const shown = { fallbackAlt: "Grade Magnética", width: 900, height: 600 };

describe("an image as a page shows it", () => {
  it("takes the content's own alt text first, then the library's, then the fallback", () => {
    expect(libraryImage("/uploads/grade.png", library, { ...shown, alt: "Vista lateral" }).alt).toBe("Vista lateral");
    expect(libraryImage("/uploads/grade.png", library, { ...shown, alt: "  " }).alt).toBe("Grade magnética em funil");
    expect(libraryImage("/uploads/outra.png", library, shown).alt).toBe("Grade Magnética");
  });

  it("keeps the layout's width and the file's own proportions, or the layout's height when they are unknown", () => {
    expect(libraryImage("/uploads/grade.png", library, shown)).toMatchObject({ width: 900, height: 675 });
    expect(libraryImage("https://exemplo.com/foto.jpg", library, shown)).toMatchObject({ width: 900, height: 600 });
  });
});
