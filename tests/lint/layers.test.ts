import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

type Tool = "eslint" | "depcruise";

/**
 * What `npm run lint` checks the layers with, on the changed file: ESLint, and dependency-cruiser
 * from the file through everything it reaches (a whole-tree cruise is `npm run lint`'s own).
 */
async function lint(dir: string, file: string, tools: Tool[]) {
  const outputs: string[] = [];
  let failed = false;
  const commands = {
    eslint: [bin("eslint"), ["--no-warn-ignored", file]],
    depcruise: [bin("depcruise"), [file, "--config", ".dependency-cruiser.cjs"]],
  } as const;
  for (const [command, args] of tools.map((tool) => commands[tool])) {
    try {
      const { stdout, stderr } = await run(command, [...args], { cwd: dir });
      outputs.push(stdout + stderr);
    } catch (error) {
      const failure = error as { stdout: string; stderr: string };
      outputs.push(failure.stdout + failure.stderr);
      failed = true;
    }
  }
  return { failed, output: outputs.join("\n") };
}

describe("npm run lint keeps the layers", () => {
  let scratch: string;

  beforeAll(async () => {
    // A scratch copy of the sources and lint settings; the packages are shared.
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "lint-layers-"));
    for (const entry of [
      "app",
      "scripts",
      "server",
      "tests/e2e",
      "eslint.config.js",
      ".dependency-cruiser.cjs",
      "tsconfig.json",
      "package.json",
    ]) {
      await fs.cp(path.join(root, entry), path.join(scratch, entry), { recursive: true });
    }
    await fs.symlink(path.join(root, "node_modules"), path.join(scratch, "node_modules"));
  }, 60_000);

  afterAll(async () => {
    await fs.rm(scratch, { recursive: true, force: true });
  });

  async function withFile(file: string, source: string, tools: Tool[], check: (result: Awaited<ReturnType<typeof lint>>) => void) {
    const target = path.join(scratch, file);
    await fs.writeFile(target, source);
    try {
      check(await lint(scratch, file, tools));
    } finally {
      await fs.rm(target);
    }
  }

  it("passes the copy as it is", async () => {
    await withFile(
      "app/features/blog/well-layered.ts",
      'export { cn } from "~/lib/cn";\n',
      ["eslint", "depcruise"],
      ({ failed, output }) => {
        expect(output).toContain("no dependency violations found");
        expect(failed).toBe(false);
      },
    );
  }, 60_000);

  it("fails on a Radix import outside app/ui", async () => {
    await withFile("app/features/blog/raw-dialog.ts", 'export { Dialog } from "radix-ui";\n', ["eslint"], ({ failed, output }) => {
      expect(failed).toBe(true);
      expect(output).toContain("no-restricted-imports");
      expect(output).toContain("Import the primitive from ~/ui");
    });
  }, 60_000);

  it("fails on an import into another feature's internals", async () => {
    await withFile(
      "app/features/blog/reach-in.ts",
      'export { listPublished } from "~/features/catalogue/queries.server";\n',
      ["depcruise"],
      ({ failed, output }) => {
        expect(failed).toBe(true);
        expect(output).toMatch(
          /error feature-internals: app\/features\/blog\/reach-in\.ts → app\/features\/catalogue\/queries\.server\.ts/,
        );
      },
    );
  }, 60_000);

  it("fails on an import into the platform's internals, and on shared code using the platform", async () => {
    await withFile(
      "app/features/blog/reach-into-platform.ts",
      'export { pageCacheKey } from "~/platform/page-cache/cache-key";\n',
      ["depcruise"],
      ({ failed, output }) => {
        expect(failed).toBe(true);
        expect(output).toMatch(
          /error feature-internals: app\/features\/blog\/reach-into-platform\.ts → app\/platform\/page-cache\/cache-key\.ts/,
        );
      },
    );
    await withFile("app/lib/uses-platform.ts", 'export * from "~/platform/page-cache";\n', ["depcruise"], ({ failed, output }) => {
      expect(failed).toBe(true);
      expect(output).toMatch(/error shared-layer-uses-feature: app\/lib\/uses-platform\.ts → app\/platform\/page-cache\/index\.ts/);
    });
  }, 60_000);

  it("fails on a cycle between two features", async () => {
    // leads' server side already depends on settings (the lost reasons); settings depending on leads closes a cycle.
    await withFile(
      "app/features/settings/back-to-leads.server.ts",
      'export * from "~/features/leads/index.server";\n',
      ["depcruise"],
      ({ failed, output }) => {
        expect(failed).toBe(true);
        expect(output).toMatch(/error feature-cycle: app\/features\/settings → \s*app\/features\/leads →[\s\S]*?app\/features\/settings/);
      },
    );
  }, 60_000);
});
