import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./test";
import { openDatabase } from "~/db/client.server";
import { contactRequests } from "~/db/schema";
import { freePort } from "../../scripts/bench/processes";
import { serverEnvironment, startServer, type ProductionServer } from "../../scripts/production-server";

// npm run backup while the production server holds the embedded database (the server writes the
// snapshot), npm run restore refused while it runs and accepted once it is stopped.
test.describe.configure({ timeout: 240_000 });

const run = promisify(execFile);

async function command(script: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    // As the npm scripts run it: the app's modules import asset addresses (scripts/asset-imports.mjs).
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/asset-imports.mjs", script, ...args],
      {
        env,
        timeout: 120_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

test("a backup taken while the server runs restores the same requests and files", async () => {
  expect(fs.existsSync("build/server/index.js"), "build the app first: npm run build").toBe(true);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-backup-"));
  const dataDir = path.join(work, "data");
  const file = path.join(work, "site.tar.gz");
  const settings = {
    port: await freePort(),
    dataDir,
    env: { BETTER_AUTH_SECRET: "backup-secret-that-is-long-enough-to-sign", CONTACT_MIN_FILL_SECONDS: "0" },
  };
  // The commands see the server's settings.
  const env = { ...process.env, ...serverEnvironment(settings) };
  let server: ProductionServer | undefined;
  try {
    server = startServer(settings);
    const { base } = await server.ready();
    const sent = await fetch(`${base}/api/contact-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Cliente do Backup",
        email: "backup@exemplo.com.br",
        message: "Guardem isto.",
        website: "",
        started_at: Date.now() - 60_000,
      }),
    });
    expect(sent.status).toBe(201);
    const bytes = Uint8Array.from({ length: 2048 }, (_, index) => (index * 13) % 256);
    fs.writeFileSync(path.join(dataDir, "uploads", "manual.pdf"), bytes);

    const backup = await command("scripts/backup.ts", [file], env);
    expect(backup.output).toContain("Backup gravado em");
    expect(backup.code).toBe(0);
    expect((fs.statSync(file).mode & 0o777).toString(8), "the server wrote the backup for its owner alone").toBe("600");

    const refused = await command("scripts/restore.ts", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("está em uso");
    // The server kept working after the backup.
    expect((await fetch(`${base}/`)).status).toBe(200);

    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });

    const invalid = path.join(work, "falso.tar.gz");
    fs.writeFileSync(invalid, "não sou um backup");
    const rejected = await command("scripts/restore.ts", [invalid], env);
    expect(rejected.code).toBe(1);
    expect(rejected.output).toContain("não é um backup válido");

    const restored = await command("scripts/restore.ts", [file], env);
    expect(restored.output).toContain("restaurado");
    expect(restored.code).toBe(0);
    expect(new Uint8Array(fs.readFileSync(path.join(dataDir, "uploads", "manual.pdf")))).toEqual(bytes);
    const handle = await openDatabase({ dataDir, holder: "teste de backup" });
    try {
      const rows = await handle.db.select({ email: contactRequests.email }).from(contactRequests);
      expect(rows.map((row) => row.email)).toContain("backup@exemplo.com.br");
    } finally {
      await handle.close();
    }
  } finally {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
});
