import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDatabaseLock } from "~/db/lock.server";
import { createTestDatabase, testDrivers } from "~/db/testing.server";

const run = promisify(execFile);
// Each run starts Node and compiles the app's modules with tsx: 10 to 15 s on 2 cores when its
// cache is cold (a fresh machine), more beside the rest of the suite.
const commandTimeout = 120_000;

async function createAdmin(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/asset-imports.mjs", "scripts/create-admin.ts", ...args],
      {
        env: { ...process.env, LOG_LEVEL: "silent", ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

describe.each(testDrivers)("npm run create-admin on %s", (driver) => {
  let dataDir: string;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "create-admin-"));
    env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    cleanup = async () => {};
    if (driver === "postgres") {
      // An empty database: the command must migrate it first.
      const fresh = await createTestDatabase("postgres", { migrate: false });
      env.DATABASE_URL = fresh.url!;
      cleanup = fresh.close;
    }
  });

  afterEach(async () => {
    await cleanup();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it(
    "creates the account on an empty database, then resets its password",
    async () => {
      const created = await createAdmin(env, "--email", "Gerente@Exemplo.com.br", "--password", "primeira-senha");
      expect(created).toMatchObject({ code: 0 });
      expect(created.output).toContain("Conta criada para gerente@exemplo.com.br.");

      const reset = await createAdmin(env, "--email", "gerente@exemplo.com.br", "--password", "segunda-senha");
      expect(reset).toMatchObject({ code: 0 });
      expect(reset.output).toContain("Senha redefinida para gerente@exemplo.com.br");
    },
    commandTimeout,
  );

  it(
    "refuses a short password and missing arguments with a clear message",
    async () => {
      const short = await createAdmin(env, "--email", "gerente@exemplo.com.br", "--password", "curta");
      expect(short.code).toBe(1);
      expect(short.output).toContain("A senha deve ter pelo menos 8 caracteres.");

      const missing = await createAdmin(env, "--email", "gerente@exemplo.com.br");
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('Uso: npm run create-admin -- --email <e-mail> --password <senha> [--name "Nome Sobrenome"]');
    },
    commandTimeout,
  );
});

describe("npm run create-admin beside a running server", () => {
  it(
    "stops with a message naming the process that holds the embedded database",
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "create-admin-lock-"));
      const release = acquireDatabaseLock(dataDir, "npm start");
      try {
        const result = await createAdmin({ DATA_DIR: dataDir, DATABASE_URL: "" }, "--email", "a@exemplo.com.br", "--password", "12345678");
        expect(result.code).toBe(1);
        expect(result.output).toContain(`está em uso por "npm start" (processo ${process.pid}`);
        await expect(fs.access(path.join(dataDir, "db", "PG_VERSION"))).rejects.toThrow();
      } finally {
        release();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    commandTimeout,
  );
});
