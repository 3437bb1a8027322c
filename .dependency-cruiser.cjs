/**
 * The app's layers, checked in `npm run lint` (decisions 134 and 305):
 * - a module of `app/features` (the business) or `app/platform` (what runs the site: the page
 *   cache, security, images, backups, health, the CDN's purge) is used through its public
 *   entries only: `index.ts` (safe in the browser) and `index.server.ts` (server only);
 * - `app/ui`, `app/lib`, `app/db` and `app/config` use neither, and nothing in them, in a
 *   feature or in the platform uses a route;
 * - modules depend on each other in one direction: no cycle between two of them.
 */
const modules = "^app/(features|platform)/";
const entry = "^app/(features|platform)/[^/]+/index(\\.server)?\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "feature-internals",
      comment: "Another module is used through its entry (~/features/<name>, ~/platform/<name>, or their index.server).",
      severity: "error",
      from: { path: "^app/(features|platform)/([^/]+)/" },
      to: { path: modules, pathNot: ["^app/$1/$2/", entry] },
    },
    {
      name: "feature-internals-from-outside",
      comment:
        "Routes, scripts and the server use a module through its entry (~/features/<name>, ~/platform/<name>, or their index.server).",
      severity: "error",
      from: { pathNot: modules },
      to: { path: modules, pathNot: entry },
    },
    {
      name: "shared-layer-uses-feature",
      comment: "app/ui, app/lib, app/db and app/config are below every feature and the platform: they import neither.",
      severity: "error",
      from: { path: "^app/(ui|lib|db|config)/" },
      to: { path: modules },
    },
    {
      name: "route-from-below",
      comment: "Routes are the top layer: features and shared code never import one.",
      severity: "error",
      from: { path: "^app/(features|platform|ui|lib|db|config)/" },
      to: { path: "^app/(routes/|root\\.tsx|routes\\.ts)" },
    },
    {
      name: "feature-cycle",
      comment: "Modules depend on each other in one direction only: a cycle joins them for good.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/(features|platform)/([^/]+)" },
      to: { path: "^app/(features|platform)/[^/]+/?$", pathNot: "^app/$1/$2/?$", circular: true },
    },
  ],
  options: {
    exclude: { path: "\\.test\\.tsx?$" },
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
