import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CdnPurgeConfig } from "~/config/env.server";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { cdnPurges } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { forgetTags } from "~/platform/page-cache/index.server";
import { drainCdnPurges, requestPurge, startCdnPurges } from "./worker.server";

/** A CDN's purge endpoint on 127.0.0.1: it records each call and answers as told. */
function fakeCdn() {
  const calls: { tags: string[]; authorization: string | undefined }[] = [];
  let answers: { status: number; body: string }[] = [];
  const server: Server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ tags: (JSON.parse(body) as { tags: string[] }).tags, authorization: req.headers.authorization });
      const answer = answers.shift() ?? { status: 200, body: '{"success":true,"errors":[],"messages":[],"result":{"id":"zona"}}' };
      res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  return {
    calls,
    answerNext: (...next: { status: number; body: string }[]) => (answers = next),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/zones/zona/purge_cache`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cdn = fakeCdn();
const secret = "token-secreto-da-cdn-0123456789";
let webhook: CdnPurgeConfig;
let cloudflare: CdnPurgeConfig;
const second = 1000;

const rows = () => db().select().from(cdnPurges).orderBy(cdnPurges.tag);
const later = (ms: number) => () => new Date(Date.now() + ms);

describe.each(testDrivers)("purges of the CDN on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const url = await cdn.start();
    webhook = { url, kind: "webhook", token: secret };
    cloudflare = { url, kind: "cloudflare", token: secret };
  });
  afterAll(async () => {
    await cdn.stop();
    await closeDatabase();
  });
  beforeEach(async () => {
    cdn.calls.length = 0;
    cdn.answerNext();
    await db().delete(cdnPurges);
  });

  it("calls the CDN once per invalidation, with its tags and the token, and leaves nothing queued", async () => {
    await requestPurge(["settings", "catalogue"], { settings: webhook });
    expect(await drainCdnPurges(db(), { settings: webhook })).toEqual({ sent: 1, failed: 0 });
    expect(await drainCdnPurges(db(), { settings: webhook })).toEqual({ sent: 0, failed: 0 });
    expect(cdn.calls).toEqual([{ tags: ["catalogue", "settings"], authorization: `Bearer ${secret}` }]);
    expect(await rows()).toEqual([]);
  });

  it("queues and calls nothing without CDN_PURGE_URL", async () => {
    await requestPurge(["catalogue"], { settings: undefined });
    expect(await drainCdnPurges(db(), { settings: undefined })).toEqual({ sent: 0, failed: 0 });
    expect(await rows()).toEqual([]);
    expect(cdn.calls).toEqual([]);
  });

  it("tries again after a 500, later each time, and never writes the token down", async () => {
    cdn.answerNext({ status: 500, body: `falha interna com ${secret}` }, { status: 503, body: "indisponível" });
    await requestPurge(["blog"], { settings: webhook });
    expect(await drainCdnPurges(db(), { settings: webhook })).toEqual({ sent: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ tag: "blog", attempts: 1, lastError: "the CDN answered 500: falha interna com [token]" });
    expect(failed!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(8 * second);
    // Not yet due: nothing is sent.
    expect(await drainCdnPurges(db(), { settings: webhook })).toEqual({ sent: 0, failed: 0 });

    expect(await drainCdnPurges(db(), { settings: webhook, now: later(11 * second) })).toEqual({ sent: 0, failed: 1 });
    const [again] = await rows();
    expect(again!.attempts).toBe(2);
    expect(again!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(30 * second);

    expect(await drainCdnPurges(db(), { settings: webhook, now: later(40 * second) })).toEqual({ sent: 1, failed: 0 });
    expect(cdn.calls.map((call) => call.tags)).toEqual([["blog"], ["blog"], ["blog"]]);
    expect(await rows()).toEqual([]);
  });

  it("reads Cloudflare's answer: a 200 without success is a failure", async () => {
    cdn.answerNext({ status: 200, body: '{"success":false,"errors":[{"code":1134,"message":"Invalid tag"}]}' });
    await requestPurge(["policies"], { settings: cloudflare });
    expect(await drainCdnPurges(db(), { settings: cloudflare })).toEqual({ sent: 0, failed: 1 });
    expect(await drainCdnPurges(db(), { settings: cloudflare, now: later(11 * second) })).toEqual({ sent: 1, failed: 0 });
    expect(await rows()).toEqual([]);
  });

  it("gathers a flood of edits into one row per tag and one call, while the CDN is down", async () => {
    cdn.answerNext({ status: 502, body: "" });
    await requestPurge(["catalogue"], { settings: webhook });
    await drainCdnPurges(db(), { settings: webhook });
    for (let edit = 0; edit < 200; edit++) await requestPurge(edit % 2 ? ["catalogue"] : ["catalogue", "blog"], { settings: webhook });
    expect((await rows()).map((row) => row.tag)).toEqual(["blog", "catalogue"]);
    // The failed tag keeps its wait: the edits did not make the CDN be called again.
    expect(cdn.calls).toHaveLength(1);
    expect(await drainCdnPurges(db(), { settings: webhook })).toEqual({ sent: 1, failed: 0 });
    expect(await drainCdnPurges(db(), { settings: webhook, now: later(11 * second) })).toEqual({ sent: 1, failed: 0 });
    expect(cdn.calls.map((call) => call.tags)).toEqual([["catalogue"], ["blog"], ["catalogue"]]);
    expect(await rows()).toEqual([]);
  });

  it("purges again when an edit comes while a purge is under way", async () => {
    const waiting: http.ServerResponse[] = [];
    let calls = 0;
    const slow = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        calls++;
        waiting.push(res);
      });
    });
    const url = await new Promise<string>((resolve) =>
      slow.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/`)),
    );
    const answer = () => waiting.shift()!.writeHead(200).end("{}");
    try {
      const slowCdn: CdnPurgeConfig = { url, kind: "webhook", token: undefined };
      await requestPurge(["special:home"], { settings: slowCdn });
      const draining = drainCdnPurges(db(), { settings: slowCdn });
      await expect.poll(() => calls).toBe(1);
      await requestPurge(["special:home"], { settings: slowCdn });
      answer();
      // The edit made during the call gets a call of its own, right after.
      await expect.poll(() => calls).toBe(2);
      answer();
      expect(await draining).toEqual({ sent: 2, failed: 0 });
      expect(await rows()).toEqual([]);
    } finally {
      slow.closeAllConnections();
      slow.close();
    }
  });

  it("sends once with two instances: only the one that changed queues, and one worker takes each tag", async () => {
    // The other instance hears the change through the broadcast, and only forgets its own copies.
    forgetTags(["about"]);
    expect(await rows()).toEqual([]);
    await requestPurge(["special:about"], { settings: webhook });
    const [one, two] = await Promise.all([drainCdnPurges(db(), { settings: webhook }), drainCdnPurges(db(), { settings: webhook })]);
    expect(one.sent + two.sent).toBe(1);
    expect(cdn.calls).toEqual([{ tags: ["special:about"], authorization: `Bearer ${secret}` }]);
  });

  it("sends what a stopped server left queued as the next one starts", async () => {
    await requestPurge(["blog"], { settings: webhook });
    expect(cdn.calls).toEqual([]);
    const worker = startCdnPurges(3600, webhook);
    try {
      await expect.poll(() => cdn.calls.length).toBe(1);
      await expect.poll(rows).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
