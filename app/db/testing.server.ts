import crypto from "node:crypto";
import fs from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client.server";
import { committedMigrations, runMigrations } from "./migrate.server";

export type TestDriver = "pglite" | "postgres";

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one. */
export const testDrivers: TestDriver[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** The PostgreSQL server of the tests: TEST_DATABASE_URL's (CI sets it when PostgreSQL answers), or this machine's. */
const testServerUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** One connection to the database at `url` (the tests' server by default) for `work`, closed after it. */
export async function withPostgresClient<T>(work: (client: pg.Client) => Promise<T>, url = testServerUrl()) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the tests' server, empty or a copy of `template`: its name, its address, and
 * the way to drop it.
 */
export async function newPostgresDatabase(prefix: string, template?: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await withPostgresClient((client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`));
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const drop = () => withPostgresClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { name, url: url.toString(), drop };
}

let template: Promise<Blob> | undefined;

/** The migrated embedded database Vitest's global setup dumped, when there is one. */
function migratedTemplate() {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/** A fresh database with every migration applied; closing it removes it. */
export async function createTestDatabase(
  driver: TestDriver,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<DatabaseHandle & { url?: string }> {
  if (driver === "pglite") {
    const loadDataDir = migrate ? await migratedTemplate() : undefined;
    const handle = await openDatabase({ holder: "test", loadDataDir });
    if (migrate && !loadDataDir) await runMigrations(handle);
    return handle;
  }
  // Vitest's global setup migrated a template database; a script without it migrates its own.
  const template = migrate ? process.env.POSTGRES_TEMPLATE_DATABASE : undefined;
  const { url, drop } = await newPostgresDatabase("test", template);
  const handle = await openDatabase({ databaseUrl: url, holder: "test" });
  if (migrate && !template) await runMigrations(handle);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A copy of the committed migrations whose journal stops at `lastIdx`: a database migrated with
 * it holds data as it was stored then, for a test of the migrations after. `remove()` deletes it.
 */
export function migrationsUpTo(lastIdx: number) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  fs.cpSync(committedMigrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
