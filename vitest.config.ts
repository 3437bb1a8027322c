import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/lint/**/*.test.ts"],
    environment: "node",
    globalSetup: ["app/db/test-template.global.ts"],
    // Vitest's default on 2 cores is one worker; the tests mostly wait on their databases.
    maxWorkers: 2,
    env: {
      BETTER_AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
      PUBLIC_URL: "http://localhost:3000",
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
