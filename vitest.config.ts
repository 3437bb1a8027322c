import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Files that replace a module (vi.mock), measure the process's memory or configure the process
// their own way (STORAGE=s3) need a fresh module graph of their own. The others share one per worker: importing the app's modules again for
// each of 100 files cost two thirds of the run.
const isolated = [
  "app/features/auth/password-reset.test.ts",
  "app/features/blog/service.test.ts",
  "app/platform/cdn-purge/invalidation-purge.test.ts",
  "app/features/contact/service.test.ts",
  "app/features/leads/notify.test.ts",
  "app/features/notifications/outbox.test.ts",
  "app/features/revisions/history.test.ts",
  "app/platform/page-cache/page-cache-cap.test.ts",
  "app/features/settings/meeting-hours-setting.test.ts",
  "app/features/settings/service.test.ts",
  "app/features/special-pages/service.test.ts",
  "app/features/uploads/s3-storage.test.ts",
];

// The template database the data-layer tests copy, made once for the projects that need it.
const globalSetup = ["app/db/test-template.global.ts"];

const testFiles = ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/lint/**/*.test.ts"];

// Components (*.test.tsx) render into happy-dom with Testing Library; only their files pay for the
// DOM, and the data-layer tests' template database is not made for them.
const componentTests = ["app/**/*.test.tsx"];

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // Vitest's default on 2 cores is one worker; the tests mostly wait on their databases.
    maxWorkers: 2,
    env: {
      BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
      PUBLIC_URL: "http://localhost:3000",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "shared", globalSetup, isolate: false, include: testFiles, exclude: isolated } },
      { extends: true, test: { name: "isolated", globalSetup, include: isolated } },
      {
        extends: true,
        test: {
          name: "components",
          environment: "happy-dom",
          isolate: false,
          include: componentTests,
          setupFiles: ["tests/component-setup.ts"],
          restoreMocks: true,
        },
      },
    ],
  },
});
