import type { Server } from "node:http";

// How often idle keep-alive connections are closed while the server drains.
const sweepEveryMs = 100;

/**
 * Stops taking connections and resolves once every request under way has been answered (true),
 * or after the timeout, when the connections left are cut (false). A keep-alive connection is
 * closed as soon as its answer is sent, and a request that still arrives on one is answered
 * with `Connection: close`, so no browser or proxy holds the server open.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const lastCall = (_req: unknown, res: { setHeader: (name: string, value: string) => void }) => res.setHeader("Connection", "close");
    server.on("request", lastCall);
    const sweep = setInterval(() => server.closeIdleConnections(), sweepEveryMs);
    const finish = (finished: boolean) => {
      clearInterval(sweep);
      clearTimeout(timer);
      server.off("request", lastCall);
      resolve(finished);
    };
    const timer = setTimeout(() => {
      server.closeAllConnections();
      finish(false);
    }, timeoutMs);
    server.close(() => finish(true));
  });
}
