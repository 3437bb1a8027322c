import { describe, expect, it } from "vitest";
import { withMainImageFirst } from "./gallery-order";

const gallery = [
  { url: "/uploads/a.jpg", alt: "Vista de frente" },
  { url: "/uploads/b.jpg", alt: "Detalhe" },
];

describe("withMainImageFirst", () => {
  it("puts a main image that is not in the gallery before it", () => {
    expect(withMainImageFirst("/uploads/nova.jpg", gallery).map((image) => image.url)).toEqual([
      "/uploads/nova.jpg",
      "/uploads/a.jpg",
      "/uploads/b.jpg",
    ]);
  });

  it("moves a main image that is in the gallery to the front once, with its alt text", () => {
    expect(withMainImageFirst("/uploads/b.jpg", gallery)).toEqual([gallery[1], gallery[0]]);
  });

  it("leaves the gallery as it is without a main image, and shows the main image alone without a gallery", () => {
    expect(withMainImageFirst("", gallery)).toEqual(gallery);
    expect(withMainImageFirst("/uploads/nova.jpg", [])).toEqual([{ url: "/uploads/nova.jpg" }]);
  });
});
