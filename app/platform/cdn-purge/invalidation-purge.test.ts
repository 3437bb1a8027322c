import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// CDN_PURGE_URL is read once per process: the CDN's stand-in listens on a port the system
// chooses, named before the app's modules load (this file runs isolated).
const cdn = await vi.hoisted(async () => {
  const http = await import("node:http");
  const calls: string[][] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push((JSON.parse(body) as { tags: string[] }).tags);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  process.env.CDN_PURGE_URL = `http://127.0.0.1:${port}/purge`;
  process.env.CDN_PURGE_TOKEN = "token-secreto-da-cdn-0123456789";
  return { server, calls };
});

import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { cdnPurges, siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { forgetTags } from "~/platform/page-cache/index.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { getSettingsFormValues, saveSettings } from "~/features/settings/index.server";
import { drainCdnPurges } from "./worker.server";

const calls = cdn.calls;
afterAll(() => new Promise((resolve) => cdn.server.close(resolve)));

describe.each(testDrivers)("a change on %s purges the CDN", (driver) => {
  beforeAll(async () => {
    calls.length = 0;
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });
  afterAll(async () => {
    await closeDatabase();
  });

  it("once, queued by the instance that made it; the others only forget their copies", async () => {
    const form = await getSettingsFormValues();
    expect(await saveSettings({ ...form, shared_cache: { max_age: 120, stale_while_revalidate: 600 } })).toEqual({ ok: true });
    // What every other instance does when the change is broadcast.
    forgetTags(["settings"]);
    expect((await db().select().from(cdnPurges)).map((row) => row.tag)).toEqual(["settings"]);
    await drainCdnPurges();
    await drainCdnPurges();
    expect(calls).toEqual([["settings"]]);
  });
});
