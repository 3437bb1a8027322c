import { describe, expect, it } from "vitest";
import { aboutFormValues, homeFormValues } from "./form-values";
import { homePageSchema } from "./schema";

const stored = (content: unknown) => ({
  title: "Página",
  metaTitle: "M",
  metaDescription: "D",
  metaKeywords: "",
  seoImageUrl: "",
  content,
});

describe("editor values from stored special pages", () => {
  it("fills what older data lacks and sorts areas by their order", () => {
    const values = homeFormValues(
      stored({
        hero_title: "Título",
        areas: [
          { id: "b", title: "B", icon: "Skull", color: "black", order: 7 },
          { title: "A", description: "x", icon: "Wheat", color: "amber", order: 2 },
        ],
      }),
    );
    expect(values.content.areas).toEqual([
      { id: "area-2", title: "A", description: "x", icon: "Wheat", color: "amber", order: 1 },
      { id: "b", title: "B", description: "", icon: "Filter", color: "blue", order: 2 },
    ]);
    expect(values.content.banner_settings).toEqual({ enabled: false, url: "", alt: "" });
    expect(values.content.tracking_tags).toEqual([]);
    expect(homePageSchema.safeParse(values).success).toBe(true);
  });

  it("drops gallery entries without an address", () => {
    const values = aboutFormValues(stored({ gallery: [{ id: "g1", url: "/uploads/a.webp" }, { id: "g2", url: "" }, "x"] }));
    expect(values.content.gallery).toEqual([{ id: "g1", url: "/uploads/a.webp", alt: "" }]);
    expect(values.content.youtube_url).toBe("");
  });
});
