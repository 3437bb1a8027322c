import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

/**
 * Starts each request `handle` answers on a turn of the event loop of its own, in arrival order;
 * a request whose visitor left while it waited is not started.
 *
 * libuv accepts one new connection per turn of the loop, and a turn used to run every request
 * read in it. A render on the embedded database never waits on the network, so a turn took a
 * render for each busy connection: a burst of 50 new visitors was accepted one per such turn,
 * the last after 4 to 5 s, while each render took 5 ms. One start per turn puts an accept
 * between two starts (decision 311).
 */
export function takingTurns(handle: RequestListener): RequestListener {
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  const startNext = () => {
    const next = waiting.shift();
    if (waiting.length > 0) setImmediate(startNext);
    if (next && !next[0].destroyed) handle(...next);
  };
  return (req, res) => {
    waiting.push([req, res]);
    if (waiting.length === 1) setImmediate(startNext);
  };
}
