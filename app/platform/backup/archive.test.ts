import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { contactRequests, pages, visitorAnalytics } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { localDiskStorage } from "~/features/uploads/index.server";
import { BackupFileError, restoreBackup, writeBackup } from "./archive.server";
import { tablesInLoadOrder } from "./tables.server";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row of every table, as the database renders it, sorted: equal means the same data. */
async function everything(handle: DatabaseHandle) {
  const content: Record<string, string[]> = {};
  for (const table of await tablesInLoadOrder(handle.db)) {
    const rows = rowsOf<{ line: string }>(await handle.db.execute(sql.raw(`select row_to_json(t)::text as line from "${table}" t`)));
    content[table] = rows.map((row) => row.line).sort();
  }
  return content;
}

describe.each(testDrivers)("backup and restore (%s)", (driver) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function database(options?: { migrate?: boolean }) {
    const handle = await createTestDatabase(driver, options);
    cleanups.push(() => handle.close());
    return handle;
  }

  function folder() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  it("brings back the same rows and the same file bytes", async () => {
    const source = await database();
    await source.db.insert(contactRequests).values({
      name: "Joana Ribeiro",
      email: "joana@exemplo.com.br",
      message: "Orçamento de grade magnética 'ímã' \u2603\n\"aspas\"",
      type: "quote_request",
    });
    await source.db.insert(pages).values({
      title: "Grade Magnética Neodímio",
      slug: "grade",
      pageType: "produto",
      content: {
        image_url: "",
        catalog_url: "",
        introduction: "Separação de metais",
        description: "",
        sections: [{ title: "Uso", text: "Alimentos" }],
        gallery_images: [],
      },
    });
    await source.db.insert(visitorAnalytics).values([
      { sessionId: "sessao-1", pagePath: "/", visitedAt: new Date("2026-11-20T10:00:00.123Z") },
      { sessionId: "sessao-1", pagePath: "/produtos", engagedMs: 4200 },
    ]);
    const work = folder();
    const uploads = path.join(work, "uploads");
    fs.mkdirSync(uploads);
    const bytes = Uint8Array.from({ length: 4096 }, (_, index) => (index * 37) % 256);
    fs.writeFileSync(path.join(uploads, "foto-1.webp"), bytes);
    const file = path.join(work, "site.tar.gz");

    const manifest = await writeBackup(source, { storage: localDiskStorage(uploads), file });
    expect(manifest.tables).toMatchObject({ contact_requests: 1, pages: 1, visitor_analytics: 2 });
    const expected = await everything(source);

    fs.rmSync(uploads, { recursive: true });
    const target = await database({ migrate: false });
    await restoreBackup(target, { storage: localDiskStorage(uploads), file });

    expect(await everything(target)).toEqual(expected);
    expect(new Uint8Array(fs.readFileSync(path.join(uploads, "foto-1.webp")))).toEqual(bytes);
    // Counters continue after the restored rows.
    const [next] = await target.db
      .insert(visitorAnalytics)
      .values({ sessionId: "sessao-2", pagePath: "/blog" })
      .returning({ id: visitorAnalytics.id });
    expect(next!.id).toBeGreaterThan(
      Math.max(
        ...(await target.db.select({ id: visitorAnalytics.id }).from(visitorAnalytics))
          .filter((row) => row.id !== next!.id)
          .map((row) => row.id),
      ),
    );
  });

  it("writes the backup readable by its owner alone, whatever the umask and a file left before", async () => {
    const handle = await database();
    const work = folder();
    const file = path.join(work, "site.tar.gz");
    fs.writeFileSync(`${file}.partial`, "an interrupted backup");
    fs.chmodSync(`${file}.partial`, 0o644);
    await writeBackup(handle, { storage: localDiskStorage(path.join(work, "uploads")), file });
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
  });

  it("replaces what the database held with the backup", async () => {
    const handle = await database();
    const work = folder();
    const uploads = path.join(work, "uploads");
    const file = path.join(work, "site.tar.gz");
    await writeBackup(handle, { storage: localDiskStorage(uploads), file });
    await handle.db.insert(contactRequests).values({ name: "Depois", email: "depois@exemplo.com.br", message: "Enviado após o backup" });
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, "depois.png"), "x");

    await restoreBackup(handle, { storage: localDiskStorage(uploads), file });
    expect(await handle.db.select().from(contactRequests)).toEqual([]);
    expect(fs.readdirSync(uploads)).toEqual([]);
  });

  it("refuses a file that is no backup and changes nothing", async () => {
    const handle = await database();
    await handle.db.insert(contactRequests).values({ name: "Fica", email: "fica@exemplo.com.br", message: "Não pode sumir" });
    const work = folder();
    const file = path.join(work, "falso.tar.gz");
    fs.writeFileSync(file, "isto não é um backup");

    await expect(restoreBackup(handle, { storage: localDiskStorage(path.join(work, "uploads")), file })).rejects.toThrow(BackupFileError);
    await expect(
      restoreBackup(handle, { storage: localDiskStorage(path.join(work, "uploads")), file: path.join(work, "nao-existe.tar.gz") }),
    ).rejects.toThrow("Arquivo não encontrado");
    expect(await handle.db.select({ name: contactRequests.name }).from(contactRequests)).toEqual([{ name: "Fica" }]);
  });
});
