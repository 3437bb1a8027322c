import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { acquireDatabaseLock } from "~/db/lock.server";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createAdminArgs, createAdminReport, createAdminUsage } from "./create-admin-args";

const run = promisify(execFile);
// Each run starts Node and compiles the app's modules with tsx: 10 to 15 s on 2 cores when its
// cache is cold (a fresh machine), more beside the rest of the suite. The arguments and messages
// are checked in this process; the runs prove the command on each database.
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

describe("create-admin's arguments and messages", () => {
  it("takes an e-mail and a password, and a name when given", () => {
    expect(createAdminArgs(["--email", "a@exemplo.com.br", "--password", "12345678"])).toEqual({
      email: "a@exemplo.com.br",
      password: "12345678",
      name: undefined,
    });
    expect(createAdminArgs(["--email", "a@exemplo.com.br", "--password", "12345678", "--name", "Ana"])?.name).toBe("Ana");
  });

  it("refuses a missing e-mail or password, or an option it does not know", () => {
    expect(createAdminArgs(["--email", "a@exemplo.com.br"])).toBeUndefined();
    expect(createAdminArgs(["--password", "12345678"])).toBeUndefined();
    expect(createAdminArgs(["--email", "a@exemplo.com.br", "--password", "12345678", "--role", "editor"])).toBeUndefined();
    expect(createAdminUsage).toBe('Uso: npm run create-admin -- --email <e-mail> --password <senha> [--name "Nome Sobrenome"]');
  });

  it("says whether it created the account or reset its password, and what the reset ended", () => {
    const args = { email: " Gerente@Exemplo.com.br ", password: "12345678", name: " Ana Ribeiro " };
    expect(createAdminReport(args, { action: "created" })).toEqual(["Conta criada para gerente@exemplo.com.br."]);
    expect(createAdminReport({ ...args, name: undefined }, { action: "reset", twoFactorTurnedOff: false })).toEqual([
      "Senha redefinida para gerente@exemplo.com.br; as sessões abertas foram encerradas.",
    ]);
    expect(createAdminReport(args, { action: "reset", twoFactorTurnedOff: true })).toEqual([
      "Senha redefinida para gerente@exemplo.com.br; as sessões abertas foram encerradas e a verificação em duas etapas foi desativada.",
      "Nome: Ana Ribeiro.",
    ]);
  });
});

// The runs wait mostly on their own processes: they run side by side, each with its own folder.
describe.concurrent("npm run create-admin", () => {
  it.each(testDrivers)(
    "creates the account on an empty database (%s), then resets its password",
    async (driver) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "create-admin-"));
      // On the PostgreSQL server, an empty database: the command must migrate it first.
      const fresh = driver === "postgres" ? await createTestDatabase("postgres", { migrate: false }) : undefined;
      const env = { DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? "" };
      try {
        const created = await createAdmin(env, "--email", "Gerente@Exemplo.com.br", "--password", "primeira-senha");
        expect(created).toMatchObject({ code: 0 });
        expect(created.output).toContain("Conta criada para gerente@exemplo.com.br.");

        const reset = await createAdmin(env, "--email", "gerente@exemplo.com.br", "--password", "segunda-senha");
        expect(reset).toMatchObject({ code: 0 });
        expect(reset.output).toContain("Senha redefinida para gerente@exemplo.com.br");
      } finally {
        await fresh?.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    commandTimeout,
  );

  it(
    "prints the usage for missing arguments and stops, before opening any database",
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "create-admin-usage-"));
      try {
        const missing = await createAdmin({ DATA_DIR: dataDir, DATABASE_URL: "" }, "--email", "gerente@exemplo.com.br");
        expect(missing.code).toBe(1);
        expect(missing.output).toContain(createAdminUsage);
        await expect(fs.access(path.join(dataDir, "db"))).rejects.toThrow();
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
    commandTimeout,
  );

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
