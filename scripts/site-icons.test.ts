import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSiteIcons } from "./site-icons";

/** The images an .ico holds, by its directory: width and height (0 stands for 256). */
function icoSizes(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico.readUInt8(6 + index * 16));
}

describe("the site's icons drawn from its mark", () => {
  it("are an .ico of 16, 32 and 48 pixels and PNGs of 180, 192 and 512, opaque for home screens", async () => {
    const icons = await renderSiteIcons(await readFile("public/favicon.svg"));
    expect([...icons.keys()].sort()).toEqual(["/apple-touch-icon.png", "/favicon.ico", "/icon-192.png", "/icon-512.png"]);
    expect(icoSizes(icons.get("/favicon.ico")!)).toEqual([16, 32, 48]);
    for (const [path, size] of [
      ["/apple-touch-icon.png", 180],
      ["/icon-192.png", 192],
      ["/icon-512.png", 512],
    ] as const) {
      const image = sharp(icons.get(path)!);
      expect(await image.metadata(), path).toMatchObject({ format: "png", width: size, height: size });
      // The corner is the brand blue, not clear: iOS would paint it black.
      const { data } = await image
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data], path).toEqual([0x1c, 0x36, 0x99, 255]);
    }
  });
});
