import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, currentDatabase, setProcessDatabase, type DatabaseHandle } from "~/db/client.server";
import { createTestDatabase } from "~/db/testing.server";
import { contentMemoLifetimeMs, rememberContent } from "./content-memo.server";
import { startInvalidationBroadcast, stopInvalidationBroadcast } from "./invalidation-broadcast.server";
import { publishInvalidation } from "./invalidation-channel.server";
import { clearCache, forgetTags, invalidateCache } from "./page-cache.server";
import { cacheTags } from "./tags";

/** A stand-in for a query: counts its reads and returns the current stored value. */
function source(initial: string) {
  const state = { stored: initial, reads: 0 };
  const read = vi.fn(async () => {
    state.reads++;
    return { name: state.stored };
  });
  return { state, read };
}

let key = 0;
const freshKey = () => `teste:${++key}`;

describe("content memo", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite", { migrate: false }));
  });

  afterAll(() => closeDatabase());

  afterEach(() => vi.useRealTimers());

  it("reads once for every request until something changes, requests arriving together sharing the read", async () => {
    const { state, read } = source("Magnasul");
    const name = freshKey();
    const together = await Promise.all([1, 2, 3].map(() => rememberContent(name, [cacheTags.settings], read)));
    expect(together.map((value) => value.name)).toEqual(["Magnasul", "Magnasul", "Magnasul"]);
    expect((await rememberContent(name, [cacheTags.settings], read)).name).toBe("Magnasul");
    expect(state.reads).toBe(1);
  });

  it("shows an edit on the next read once a tag it shows is invalidated, and only then", async () => {
    const { state, read } = source("antes");
    const name = freshKey();
    await rememberContent(name, [cacheTags.settings], read);
    state.stored = "depois";
    await invalidateCache(cacheTags.blog);
    expect((await rememberContent(name, [cacheTags.settings], read)).name).toBe("antes");
    await invalidateCache(cacheTags.settings);
    expect((await rememberContent(name, [cacheTags.settings], read)).name).toBe("depois");
    expect(state.reads).toBe(2);
  });

  it("does not keep a read during which its content was edited", async () => {
    const name = freshKey();
    let release = () => {};
    const slow = () => new Promise<{ name: string }>((resolve) => (release = () => resolve({ name: "lido antes da edição" })));
    const pending = rememberContent(name, [cacheTags.home], slow);
    await invalidateCache(cacheTags.home);
    release();
    expect((await pending).name).toBe("lido antes da edição");
    expect((await rememberContent(name, [cacheTags.home], async () => ({ name: "editado" }))).name).toBe("editado");
  });

  it("reads again after an invalidation from another instance, and after a lost connection drops everything", async () => {
    const { state, read } = source("v1");
    const name = freshKey();
    await rememberContent(name, [cacheTags.catalogue], read);
    state.stored = "v2";
    // What the listening connection calls when another instance saved the catalogue.
    forgetTags([cacheTags.catalogue]);
    expect((await rememberContent(name, [cacheTags.catalogue], read)).name).toBe("v2");
    state.stored = "v3";
    // What it calls after reconnecting: changes may have been missed.
    clearCache();
    expect((await rememberContent(name, [cacheTags.catalogue], read)).name).toBe("v3");
  });

  it("trusts a value for a limited time without an invalidation (writes made outside the services)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { state, read } = source("v1");
    const name = freshKey();
    await rememberContent(name, [cacheTags.settings], read);
    state.stored = "v2";
    vi.setSystemTime(Date.now() + contentMemoLifetimeMs - 1_000);
    expect((await rememberContent(name, [cacheTags.settings], read)).name).toBe("v1");
    vi.setSystemTime(Date.now() + 2_000);
    expect((await rememberContent(name, [cacheTags.settings], read)).name).toBe("v2");
  });

  it("keeps no failed read, and hands out frozen values", async () => {
    const name = freshKey();
    await expect(rememberContent(name, [cacheTags.settings], () => Promise.reject(new Error("banco indisponível")))).rejects.toThrow(
      "banco indisponível",
    );
    const value = await rememberContent(name, [cacheTags.settings], async () => ({ name: "ok", units: [{ city: "Campinas" }] }));
    expect(value.name).toBe("ok");
    expect(Object.isFrozen(value.units[0])).toBe(true);
  });

  it("keeps one memo per database, so another database never shows these rows", async () => {
    const name = freshKey();
    await rememberContent(name, [cacheTags.settings], async () => ({ name: "primeiro banco" }));
    const first = currentDatabase()!;
    const other = await createTestDatabase("pglite", { migrate: false });
    setProcessDatabase(other);
    try {
      expect((await rememberContent(name, [cacheTags.settings], async () => ({ name: "segundo banco" }))).name).toBe("segundo banco");
    } finally {
      await other.close();
      setProcessDatabase(first);
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("content memo on several instances (PostgreSQL)", () => {
  let database: DatabaseHandle & { url?: string };
  let previous: DatabaseHandle | undefined;

  beforeEach(async () => {
    previous = currentDatabase();
    database = await createTestDatabase("postgres", { migrate: false });
    setProcessDatabase(database);
    await startInvalidationBroadcast({ databaseUrl: database.url!, pool: database.pool!, forget: forgetTags, forgetAll: clearCache });
  });

  afterEach(async () => {
    await stopInvalidationBroadcast();
    await database.close();
    if (previous) setProcessDatabase(previous);
  });

  it("reads again once another instance's save is notified", async () => {
    const { state, read } = source("antes");
    const name = freshKey();
    await rememberContent(name, [cacheTags.home], read);
    state.stored = "salvo na outra instância";
    await publishInvalidation(database.pool!, { origin: "outra-instancia", seq: 1, tags: [cacheTags.home] });
    await vi.waitFor(async () => expect((await rememberContent(name, [cacheTags.home], read)).name).toBe("salvo na outra instância"));
  });
});
