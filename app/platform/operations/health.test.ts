import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { checkHealth } from "./health.server";

const journal = JSON.parse(fs.readFileSync("app/db/migrations/meta/_journal.json", "utf8")) as {
  entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }>;
};
const committed = journal.entries.length;

describe.each(testDrivers)("health on %s", (driver) => {
  let migrated: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    migrated = await createTestDatabase(driver);
  });
  afterAll(() => migrated.close());

  it("is ok when the database answers and every committed migration is applied", async () => {
    expect(await checkHealth(migrated.db)).toEqual({
      status: "ok",
      database: "reachable",
      migrations: { current: true, committed, applied: committed },
    });
  });

  it("is unavailable while a migration of a newer release has not been applied", async () => {
    // The migrations folder of the next release: one more journal entry.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "health-migrations-"));
    try {
      fs.cpSync("app/db/migrations", folder, { recursive: true });
      const newer = { idx: committed, version: "7", when: Date.UTC(2030, 0, 1), tag: "9999_next_release", breakpoints: true };
      fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: [...journal.entries, newer] }));
      expect(await checkHealth(migrated.db, folder)).toEqual({
        status: "unavailable",
        database: "reachable",
        migrations: { current: false, committed: committed + 1, applied: committed },
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("is unavailable on a database never migrated, and on one that does not answer", async () => {
    const empty = await createTestDatabase(driver, { migrate: false });
    try {
      expect(await checkHealth(empty.db)).toEqual({
        status: "unavailable",
        database: "reachable",
        migrations: { current: false, committed, applied: 0 },
      });
    } finally {
      await empty.close();
    }
    expect(await checkHealth(empty.db)).toMatchObject({ status: "unavailable", database: "unreachable" });
  });
});
