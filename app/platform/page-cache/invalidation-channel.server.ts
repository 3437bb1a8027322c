import pg from "pg";
import { z } from "~/lib/zod";
import { logger } from "~/lib/logger.server";

export const invalidationChannel = "page_cache_invalidation";

const messageSchema = z.object({
  origin: z.string().max(100),
  seq: z.number().int(),
  tags: z.array(z.string().max(100)).max(50),
});

/** One instance's invalidation: who sent it, its number there, and the tags it changed. */
export type InvalidationMessage = z.infer<typeof messageSchema>;

export type ChannelOptions = {
  databaseUrl: string;
  onMessage: (message: InvalidationMessage) => void;
  /** Called once listening again after a lost connection: notifications sent meanwhile are gone. */
  onReconnect: () => void;
  retry?: { firstMs: number; maxMs: number };
};

export type InvalidationChannel = { listening: () => boolean; close: () => Promise<void> };

function parse(payload: string | undefined): InvalidationMessage | undefined {
  try {
    const parsed = messageSchema.safeParse(JSON.parse(payload ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens on the invalidation channel with a connection of its own (a pooled one would be
 * handed to other queries). A lost connection is opened again, waiting longer after each
 * failure; the first connection must succeed.
 */
export async function listenForInvalidations({
  databaseUrl,
  onMessage,
  onReconnect,
  retry = { firstMs: 250, maxMs: 10_000 },
}: ChannelOptions): Promise<InvalidationChannel> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = retry.firstMs;

  async function connect() {
    // TCP keepalive notices a connection that vanished without a word (a dropped network).
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      logger.warn({ err: error }, "cache invalidation channel lost; reconnecting");
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", (notification) => {
      const message = parse(notification.payload);
      if (message) onMessage(message);
    });
    try {
      await next.connect();
      await next.query(`listen ${invalidationChannel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) await next.end();
    else client = next;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(async () => {
      try {
        await connect();
        if (closed) return;
        delay = retry.firstMs;
        logger.info("cache invalidation channel listening again");
        onReconnect();
      } catch (error) {
        delay = Math.min(delay * 2, retry.maxMs);
        logger.warn({ err: error, retryInMs: delay }, "cache invalidation channel could not reconnect");
        schedule();
      }
    }, delay);
  }

  await connect();
  return {
    listening: () => client !== undefined,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}

/** Sends a message to every instance listening, this one included. */
export async function publishInvalidation(pool: pg.Pool, message: InvalidationMessage) {
  await pool.query("select pg_notify($1, $2)", [invalidationChannel, JSON.stringify(message)]);
}
