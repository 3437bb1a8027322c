import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, shareImage } from "./image-widths";

const widthsOf = (srcset: string | undefined) => srcset?.split(", ").map((candidate) => candidate.split(" ")[1]);

describe("srcset", () => {
  it("never offers a width larger than the original: the first width past it is described by the original's", () => {
    const srcset = imageSrcSet("/uploads/grade.webp", undefined, { sourceWidth: 1200 });
    expect(widthsOf(srcset)).toEqual(["320w", "640w", "960w", "1200w"]);
    expect(srcset).toContain("/images/grade.webp?w=1280 1200w");
    expect(srcset).not.toContain("1920");
  });

  it("keeps to the use's bounds, and offers every width of an original it does not know", () => {
    expect(widthsOf(imageSrcSet("/uploads/grade.webp", { min: 640, max: 1280 }, { sourceWidth: 500 }))).toEqual(["500w"]);
    expect(widthsOf(imageSrcSet("/uploads/grade.webp", { min: 640, max: 1280 }, { sourceWidth: 4000 }))).toEqual(["640w", "960w", "1280w"]);
    expect(widthsOf(imageSrcSet("/uploads/grade.webp", { min: 640, max: 1280 }))).toEqual(["640w", "960w", "1280w"]);
  });

  it("names the format in the address, WebP by default", () => {
    expect(imageSrcSet("/uploads/a.png", { min: 320, max: 320 }, { format: "avif" })).toBe("/images/a.png?w=320&format=avif 320w");
    expect(imageUrl("/uploads/a.png", 640)).toBe("/images/a.png?w=640");
    expect(imageSrcSet("https://exemplo.com/a.png")).toBeUndefined();
  });
});

describe("the sharing image", () => {
  it("is a JPEG of the original's proportions, at most 1280 wide", () => {
    expect(shareImage("/uploads/grade.webp", { width: 1200, height: 800 })).toEqual({
      url: "/images/grade.webp?w=1280&format=jpeg",
      type: "image/jpeg",
      width: 1200,
      height: 800,
    });
    expect(shareImage("/uploads/banner.webp", { width: 1920, height: 640 })).toMatchObject({ width: 1280, height: 427 });
    expect(shareImage("/uploads/x.webp", undefined)).toMatchObject({ type: "image/jpeg", width: undefined, height: undefined });
  });

  it("leaves an address from elsewhere as it is", () => {
    expect(shareImage("https://exemplo.com/foto.jpg", undefined)).toEqual({
      url: "https://exemplo.com/foto.jpg",
      type: undefined,
      width: undefined,
      height: undefined,
    });
  });
});
