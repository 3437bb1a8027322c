import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "~/db/testing.server";
import { broadcastInvalidation, startInvalidationBroadcast, stopInvalidationBroadcast } from "./invalidation-broadcast.server";
import {
  invalidationChannel,
  listenForInvalidations,
  publishInvalidation,
  type InvalidationChannel,
  type InvalidationMessage,
} from "./invalidation-channel.server";

const hasServer = Boolean(process.env.TEST_DATABASE_URL);

/** Resolves with the next message a listener receives. */
function inbox() {
  const received: InvalidationMessage[] = [];
  let waiting: (() => void) | undefined;
  return {
    received,
    onMessage(message: InvalidationMessage) {
      received.push(message);
      waiting?.();
    },
    async next(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => (waiting = resolve));
      return received[count - 1];
    },
  };
}

describe.runIf(hasServer)("cache invalidation channel on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  const channels: InvalidationChannel[] = [];

  beforeEach(async () => {
    database = await createTestDatabase("postgres", { migrate: false });
    pool = database.pool!;
  });

  afterEach(async () => {
    await Promise.all(channels.splice(0).map((channel) => channel.close()));
    await stopInvalidationBroadcast();
    await database.close();
  });

  async function listen(onMessage: (message: InvalidationMessage) => void, onReconnect = () => {}) {
    const channel = await listenForInvalidations({
      databaseUrl: database.url!,
      onMessage,
      onReconnect,
      retry: { firstMs: 50, maxMs: 200 },
    });
    channels.push(channel);
    return channel;
  }

  it("delivers a message to every listening instance, the sender's included", async () => {
    const first = inbox();
    const second = inbox();
    await listen(first.onMessage);
    await listen(second.onMessage);
    const message = { origin: "instancia-a", seq: 1, tags: ["catalogue", "settings"] };
    await publishInvalidation(pool, message);
    expect(await first.next(1)).toEqual(message);
    expect(await second.next(1)).toEqual(message);
  });

  it("ignores a notification that is not an invalidation", async () => {
    const listener = inbox();
    await listen(listener.onMessage);
    await pool.query("select pg_notify($1, $2)", [invalidationChannel, "não é json"]);
    await pool.query("select pg_notify($1, $2)", [invalidationChannel, JSON.stringify({ tags: "blog" })]);
    await publishInvalidation(pool, { origin: "b", seq: 7, tags: ["blog"] });
    expect(await listener.next(1)).toEqual({ origin: "b", seq: 7, tags: ["blog"] });
    expect(listener.received).toHaveLength(1);
  });

  it("listens again after its connection is cut, says so, and receives what comes next", async () => {
    const listener = inbox();
    let reconnected = () => {};
    const reconnect = new Promise<void>((resolve) => (reconnected = resolve));
    const channel = await listen(listener.onMessage, () => reconnected());
    const { rows } = await pool.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query = $1`,
      [`listen ${invalidationChannel}`],
    );
    expect(rows).toEqual([{ cut: true }]);
    await reconnect;
    expect(channel.listening()).toBe(true);
    await publishInvalidation(pool, { origin: "c", seq: 1, tags: ["policies"] });
    expect(await listener.next(1)).toEqual({ origin: "c", seq: 1, tags: ["policies"] });
  });

  it("forgets the tags another instance changed, and a save hears its own message back", async () => {
    const forget = vi.fn();
    await startInvalidationBroadcast({ databaseUrl: database.url!, pool, forget, forgetAll: vi.fn() });
    const started = performance.now();
    await broadcastInvalidation(["blog"]);
    // Well under the 2 s the broadcast would wait for an echo that never comes.
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(forget).not.toHaveBeenCalled();

    await publishInvalidation(pool, { origin: "outra-instancia", seq: 1, tags: ["special:home"] });
    await vi.waitFor(() => expect(forget).toHaveBeenCalledWith(["special:home"]));
  });
});
