import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";

let server: http.Server | undefined;
const agent = new http.Agent({ keepAlive: true });

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  agent.destroy();
});

/** A server whose /lento answers after the given time, and its port. */
async function serve(slowMs: number) {
  server = http.createServer((req, res) => {
    if (req.url === "/lento") setTimeout(() => res.end("pronto"), slowMs);
    else res.end("ok");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      })
      .on("error", reject);
  });
}

describe("graceful close", () => {
  it("answers the requests under way, closes kept-alive connections, and refuses new ones", async () => {
    const port = await serve(600);
    // An idle kept-alive connection, and a request under way on another.
    await get(port, "/");
    const underWay = get(port, "/lento");
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = performance.now();
    const closing = closeGracefully(server!, 10_000);
    await expect(get(port, "/")).rejects.toThrow();
    expect(await underWay).toEqual({ status: 200, body: "pronto" });
    expect(await closing).toBe(true);
    // Not the 5 s a kept-alive connection would otherwise hold the server open.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("cuts what is still under way when the time is up", async () => {
    const port = await serve(60_000);
    const underWay = get(port, "/lento");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await closeGracefully(server!, 300)).toBe(false);
    await expect(underWay).rejects.toThrow();
  });
});
