/**
 * The app's layers, checked in `npm run lint` (decision 134):
 * - a feature is used through its public entries only: `index.ts` (safe in the browser) and
 *   `index.server.ts` (server only);
 * - `app/ui`, `app/lib`, `app/db` and `app/config` use no feature, and nothing in them or in
 *   a feature uses a route;
 * - features depend on each other in one direction: no cycle between two of them.
 */
const entry = "^app/features/[^/]+/index(\\.server)?\\.ts$";
// A real service for tests (the SMTP server that keeps what it receives), never loaded by the app.
const testHelper = "^app/features/[^/]+/test-[^/]+\\.server\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "feature-internals",
      comment: "Another feature is used through its entry (~/features/<name> or ~/features/<name>/index.server).",
      severity: "error",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", entry] },
    },
    {
      name: "feature-internals-from-outside",
      comment:
        "Routes, scripts and the server use a feature through its entry (~/features/<name> or ~/features/<name>/index.server); end-to-end tests may also use a feature's test helpers (test-*.server.ts).",
      severity: "error",
      from: { pathNot: "^app/features/" },
      to: { path: "^app/features/", pathNot: [entry, testHelper] },
    },
    {
      name: "shared-layer-uses-feature",
      comment: "app/ui, app/lib, app/db and app/config are below every feature: they import none.",
      severity: "error",
      from: { path: "^app/(ui|lib|db|config)/" },
      to: { path: "^app/features/" },
    },
    {
      name: "route-from-below",
      comment: "Routes are the top layer: features and shared code never import one.",
      severity: "error",
      from: { path: "^app/(features|ui|lib|db|config)/" },
      to: { path: "^app/(routes/|root\\.tsx|routes\\.ts)" },
    },
    {
      name: "feature-cycle",
      comment: "Features depend on each other in one direction only: a cycle joins them for good.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/features/([^/]+)" },
      to: { path: "^app/features/[^/]+/?$", pathNot: "^app/features/$1/?$", circular: true },
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
