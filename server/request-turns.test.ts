import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takingTurns } from "./request-turns";

const connections = 20;
const requestsEach = 5;
let server: http.Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Work that never waits, as a render on the embedded database. */
function burn(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

async function listen(handler: http.RequestListener) {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * A server whose every answer costs 10 ms of CPU; what it saw, in order: "connection" for each
 * connection accepted, "start" for each request it began to answer.
 */
async function busyServer(wrap: (handler: http.RequestListener) => http.RequestListener) {
  const seen: Array<"connection" | "start"> = [];
  const { server, port } = await listen(
    wrap((_req, res) => {
      seen.push("start");
      burn(10);
      res.end("ok");
    }),
  );
  server.on("connection", () => seen.push("connection"));
  return { port, seen };
}

/** `connections` visitors arrive at once, each asking `requestsEach` times, one after another. */
async function burst(port: number) {
  const visitor = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let index = 0; index < requestsEach; index++) {
      await new Promise<void>((resolve, reject) =>
        http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => res.resume().on("end", resolve)).on("error", reject),
      );
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, visitor));
}

/** Requests started before the last connection of the burst was accepted. */
const startedBeforeLastAccept = (seen: string[]) =>
  seen.slice(0, seen.lastIndexOf("connection")).filter((event) => event === "start").length;

describe("takingTurns", () => {
  it("accepts a burst of new connections between requests, not after every ready request", async () => {
    const { port, seen } = await busyServer((handler) => takingTurns(handler));
    await burst(port);
    expect(seen.filter((event) => event === "start")).toHaveLength(connections * requestsEach);
    // One start per turn, and a turn accepts a connection: about one start per connection before
    // the last (18 here). Each turn answering every ready request started 70 of them first.
    expect(startedBeforeLastAccept(seen)).toBeLessThanOrEqual(connections + 5);
  });

  it("without it, the last connection of a burst waits for most of the others' requests: libuv still accepts one per turn", async () => {
    const { port, seen } = await busyServer((handler) => handler);
    await burst(port);
    expect(startedBeforeLastAccept(seen)).toBeGreaterThan(connections * 2);
  });

  it("starts the requests in the order they came, none before the next turn, and not one whose visitor has left", async () => {
    const started: string[] = [];
    const listener = takingTurns((req) => started.push(req.url!));
    const request = (url: string, destroyed = false) => [{ url, destroyed } as IncomingMessage, {} as ServerResponse] as const;
    listener(...request("/1"));
    listener(...request("/2"));
    listener(...request("/abandonado", true));
    listener(...request("/3"));
    expect(started).toEqual([]);
    await vi.waitFor(() => expect(started).toContain("/3"));
    expect(started).toEqual(["/1", "/2", "/3"]);
  });
});
