import { fileURLToPath } from "node:url";
import { constants } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { siteIconsPlugin } from "./scripts/site-icons";

// What every page runs, the framework and the few primitives of the root, in one file rather
// than a dozen: fewer requests and preloads before first paint, one compression dictionary.
const everyPage = [
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
  /vite\/preload-helper/,
  /\/app\/(lib\/cn|ui\/icons\/icon|ui\/button-class|ui\/status-screens|ui\/error-boundary)\.tsx?$/,
];
// The public pages' shared pieces (cards, images, page types, the quote prompt's holder,
// structured data), one file for all of them rather than several of a few kilobytes. Only
// leaf modules: a chunk also takes what its modules import, and a feature's entry imports
// all the feature offers, the staff screens' parts included.
const publicPages =
  /\/app\/(lib\/text|lib\/phone|ui\/email-address|ui\/responsive-image|features\/catalogue\/(page-types|components\/page-card)|features\/seo\/(seo-context|meta|structured-data|company-blocks)|features\/contact\/(lead-budget|components\/lead-capture)|features\/special-pages\/components\/areas-grid)\.tsx?$/;
// The public layout's own pieces: header, footer, floating buttons, cookie banner, visit tracker.
const publicLayout =
  /\/app\/features\/(site-layout\/(navigation|components\/(site-header|site-footer|social-icons|whatsapp-button))|consent\/(consent|use-consent|components\/cookie-banner)|analytics\/(visitor-session|components\/(visit-tracker|engagement-heartbeat)))\.tsx?$/;

function chunkOf(id: string) {
  if (everyPage.some((pattern) => pattern.test(id))) return "framework";
  if (publicPages.test(id) || publicLayout.test(id)) return "site";
  return undefined;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      // The browser build gets React Router's production build, whose development warnings (and their
      // messages) terser drops; the package's exports only name the development one until React
      // Router 8. Without it the home page takes 650 bytes more, past its budget (decision 303).
      ...(command !== "build" || isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
            },
          ]),
    ],
  },
  build: {
    // Terser takes about 3 % more off React and React Router than esbuild, measured on the
    // framework chunk every page loads: 3.7 KB less on the home page, which its budget needs
    // (decision 303). The server build stays unminified.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { ecma: 2020, safari10: false, compress: { passes: 3 } },
    // The icon sprite is referenced by <use href>, which a data: URL cannot serve.
    assetsInlineLimit: (file: string) => (file.endsWith("sprite.svg") ? false : undefined),
    // The server build also bundles the Express app, so the server and the
    // routes share one module graph (one database handle, one config).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            manualChunks: chunkOf,
          },
          // A feature's entry re-exports all it offers; a page takes only what it uses. Feature
          // modules run nothing on import that another module relies on, so those a page does
          // not use stay out of its files even when they call a function at the top (zod, lazy).
          treeshake: { moduleSideEffects: (id: string) => !/\/app\/features\/.+\.tsx?$/.test(id) },
        },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    !isSsrBuild && siteIconsPlugin(),
    // The browser's files are compressed once, at their strongest, beside the originals
    // (name.js.gz, name.js.br): the server sends the variant a browser accepts without compressing.
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm("gzip", { level: 9 }),
          defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
        threshold: 1024,
        logLevel: "silent",
      }),
  ],
}));
