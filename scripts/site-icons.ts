// The site's icons, drawn from public/favicon.svg when the site is built (decision 257): written
// beside the other built files in production, answered by the development server as they are asked.
import { readFile } from "node:fs/promises";
import pngToIco from "png-to-ico";
import sharp from "sharp";
import type { Plugin } from "vite";
import { siteIcons, themeColour } from "../app/features/site-icons";

const png = (svg: Buffer, size: number, fullBleed: boolean) => {
  // The mark has rounded corners; a home screen draws its own shape, and paints clear corners black.
  const drawn = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  return (fullBleed ? drawn.flatten({ background: themeColour }) : drawn).png({ compressionLevel: 9 }).toBuffer();
};

/** Every icon the site serves, by its address: the `.ico` with its three sizes and the PNGs. */
export async function renderSiteIcons(svg: Buffer): Promise<Map<string, Buffer>> {
  const favicons = await Promise.all(siteIcons.favicon.sizes.map((size) => png(svg, size, false)));
  const pngs = [siteIcons.appleTouch, ...siteIcons.manifest];
  return new Map([
    [siteIcons.favicon.path, await pngToIco(favicons)],
    ...(await Promise.all(pngs.map(async (icon) => [icon.path, await png(svg, icon.size, true)] as const))),
  ]);
}

const types: Record<string, string> = { ".ico": "image/x-icon", ".png": "image/png" };

export function siteIconsPlugin(source = "public/favicon.svg"): Plugin {
  let rendered: Promise<Map<string, Buffer>> | undefined;
  const icons = () => (rendered ??= readFile(source).then(renderSiteIcons));
  return {
    name: "site-icons",
    async generateBundle() {
      for (const [path, bytes] of await icons()) this.emitFile({ type: "asset", fileName: path.slice(1), source: bytes });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        icons()
          .then((all) => {
            const bytes = all.get(path);
            if (!bytes) return next();
            res.setHeader("content-type", types[path.slice(path.lastIndexOf("."))] ?? "application/octet-stream");
            res.end(bytes);
          })
          .catch(next);
      });
    },
  };
}
