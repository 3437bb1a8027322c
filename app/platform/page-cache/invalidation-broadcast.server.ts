import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { logger } from "~/lib/logger.server";
import { listenForInvalidations, publishInvalidation, type InvalidationChannel } from "./invalidation-channel.server";
import * as processValues from "~/lib/remember";

type Broadcast = { pool: pg.Pool; channel: InvalidationChannel; origin: string; seq: number; echoes: Map<number, () => void> };

// An echo takes milliseconds; a save that does not hear it (a lost channel) waits no longer.
const echoWaitMs = 2_000;

type StartOptions = {
  databaseUrl: string;
  pool: pg.Pool;
  /** Drops this instance's entries that show any of the tags another instance changed. */
  forget: (tags: string[]) => void;
  /** Drops all of this instance's entries: changes may have been missed. */
  forgetAll: () => void;
};

/** Several instances on one PostgreSQL server: each hears the others' invalidations. */
export async function startInvalidationBroadcast({ databaseUrl, pool, forget, forgetAll }: StartOptions) {
  const origin = crypto.randomUUID();
  const echoes = new Map<number, () => void>();
  const channel = await listenForInvalidations({
    databaseUrl,
    onMessage(message) {
      if (message.origin === origin) echoes.get(message.seq)?.();
      else forget(message.tags);
    },
    onReconnect: forgetAll,
  });
  processValues.forget("cache-broadcast");
  processValues.remember<Broadcast>("cache-broadcast", () => ({ pool, channel, origin, seq: 0, echoes }));
}

export async function stopInvalidationBroadcast() {
  const broadcast = processValues.recall<Broadcast>("cache-broadcast");
  processValues.forget("cache-broadcast");
  await broadcast?.channel.close();
}

/**
 * Tells the other instances which tags changed, and resolves once this instance has heard its
 * own message back: PostgreSQL notified every listener at that moment, so a request the others
 * serve after the save has answered sees the change. Without a broadcast (one process) it does nothing.
 */
export async function broadcastInvalidation(tags: string[]) {
  const broadcast = processValues.recall<Broadcast>("cache-broadcast");
  if (!broadcast) return;
  const seq = ++broadcast.seq;
  const stopWaiting = new AbortController();
  const echo = new Promise<void>((resolve) => broadcast.echoes.set(seq, resolve));
  try {
    await publishInvalidation(broadcast.pool, { origin: broadcast.origin, seq, tags });
    if (broadcast.channel.listening()) {
      await Promise.race([echo, sleep(echoWaitMs, undefined, { signal: stopWaiting.signal }).catch(() => {})]);
    }
  } catch (error) {
    logger.error({ err: error, tags }, "other instances were not told of a change; their cached pages may show the old content");
  } finally {
    stopWaiting.abort();
    broadcast.echoes.delete(seq);
  }
}
