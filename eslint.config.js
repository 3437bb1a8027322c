import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// app/lib/zod.ts turns zod's compiler off before it hands out `z`; a module that took `z` from "zod"
// itself could make a schema before that ran (decision 301). Types may still come from "zod".
const zodThroughItsSettings = {
  name: "zod",
  allowTypeImports: true,
  message: "Import z from ~/lib/zod, which turns zod's compiler (and its eval probe) off.",
};
// Outside a bundle (the server build, the scripts, the tests) Node loads every module a package's
// index names: date-fns's index is about 1,000 modules and 1.5 s, for the fifteen functions we use.
const dateFnsByItsPaths = {
  name: "date-fns",
  allowTypeImports: true,
  message: 'Import each function from its own path, as in `import { format } from "date-fns/format"`.',
};
// better-auth's root entry loads Kysely (262 modules) for databases reached without an adapter, and
// its plugins' index loads every plugin; the app uses the Drizzle adapter and one plugin (decision 310).
const betterAuthWithoutKysely = [
  {
    name: "better-auth",
    allowTypeImports: true,
    message: 'Import betterAuth from "better-auth/minimal": the app reaches its database through Drizzle.',
  },
  {
    name: "better-auth/plugins",
    allowTypeImports: true,
    message: 'Import each plugin from its own path, as in "better-auth/plugins/two-factor".',
  },
];

export default tseslint.config(
  { ignores: ["build", ".react-router", "data", ".e2e-data", "test-results", "playwright-report", "node_modules"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**", "server/**", "scripts/**", "tests/**"],
    ignores: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodThroughItsSettings, dateFnsByItsPaths, ...betterAuthWithoutKysely] }] },
  },
  {
    // Radix is wrapped once in app/ui, with the classes; screens import the primitive from there.
    files: ["app/**"],
    ignores: ["app/ui/**", "app/lib/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "radix-ui", message: "Import the primitive from ~/ui (dialog, sheet, tabs, accordion, collapsible, switch)." },
            zodThroughItsSettings,
            dateFnsByItsPaths,
            ...betterAuthWithoutKysely,
          ],
          patterns: [
            { group: ["@radix-ui/*"], message: "Import the primitive from ~/ui (dialog, sheet, tabs, accordion, collapsible, switch)." },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "server/index.js", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Every journey runs watched: its `test` comes from tests/e2e/test.ts, which adds the watcher.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./test (or ./in-process-server): every journey runs watched.",
            },
            zodThroughItsSettings,
            dateFnsByItsPaths,
            ...betterAuthWithoutKysely,
          ],
        },
      ],
    },
  },
);
