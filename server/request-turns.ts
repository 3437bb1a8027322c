/**
 * Starts each request the app renders on a turn of the event loop of its own, in arrival order.
 *
 * libuv accepts one new connection per turn of the loop, and a turn used to run every request
 * read in it. A render on the embedded database never waits on the network, so with 50
 * connections busy one turn took 50 renders: a burst of new visitors reached the server one
 * every such turn, the last after 4 to 5 s, while each render took 5 ms. One start per turn puts
 * an accept between two renders (decision 311).
 */
export function takingTurns<Args extends unknown[]>(handle: (...args: Args) => void) {
  const waiting: Args[] = [];
  const startNext = () => {
    const args = waiting.shift();
    if (waiting.length > 0) setImmediate(startNext);
    if (args) handle(...args);
  };
  return (...args: Args) => {
    waiting.push(args);
    if (waiting.length === 1) setImmediate(startNext);
  };
}
