import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PostgresPool } from "./postgres-pool.server";

const databaseUrl = process.env.TEST_DATABASE_URL;
let cleanups: Array<() => Promise<unknown> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A free port on this machine, with nothing listening on it yet. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts, after a while, a listener on `port` that passes every connection to the database server; closed after the pool. */
function databaseAppearsOn(port: number, afterMs: number, target: URL) {
  const relay = net.createServer((incoming) => {
    const outgoing = net.connect(Number(target.port || 5432), target.hostname);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on("error", () => outgoing.destroy());
    outgoing.on("error", () => incoming.destroy());
  });
  const timer = setTimeout(() => relay.listen(port, "127.0.0.1"), afterMs);
  cleanups.push(() => {
    clearTimeout(timer);
    return new Promise((resolve) => relay.close(resolve));
  });
}

describe.skipIf(!databaseUrl)("the server's connection pool", () => {
  it("opens its connection once the database can be reached, a moment after the first try was refused", async () => {
    const target = new URL(databaseUrl!);
    const port = await freePort();
    databaseAppearsOn(port, 150, target);
    const pool = new PostgresPool({ connectionString: `postgres://${target.username}@127.0.0.1:${port}${target.pathname}`, max: 1 });
    cleanups.push(() => pool.end());
    const { rows } = await pool.query<{ answer: number }>("select 1 as answer");
    expect(rows).toEqual([{ answer: 1 }]);
  });

  it("gives up with the refusal when the database stays out of reach", async () => {
    const port = await freePort();
    const pool = new PostgresPool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, max: 1 }, [10, 10]);
    cleanups.push(() => pool.end());
    await expect(pool.query("select 1")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("does not try again when the server refuses the sign-in itself", async () => {
    const target = new URL(databaseUrl!);
    const pool = new PostgresPool({ connectionString: `postgres://no-such-role@${target.host}${target.pathname}`, max: 1 });
    cleanups.push(() => pool.end());
    const started = Date.now();
    await expect(pool.query("select 1")).rejects.toMatchObject({ code: "28000" });
    expect(Date.now() - started).toBeLessThan(100);
  });

  it("hands a transaction a connection it opened after a refusal", async () => {
    const target = new URL(databaseUrl!);
    const port = await freePort();
    databaseAppearsOn(port, 150, target);
    const pool = new PostgresPool({ connectionString: `postgres://${target.username}@127.0.0.1:${port}${target.pathname}`, max: 1 });
    cleanups.push(() => pool.end());
    const client = await pool.connect();
    try {
      await client.query("begin");
      const { rows } = await client.query<{ answer: number }>("select 2 as answer");
      await client.query("commit");
      expect(rows).toEqual([{ answer: 2 }]);
    } finally {
      client.release();
    }
  });
});
