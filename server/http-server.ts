import http, { type RequestListener } from "node:http";
import { config } from "~/config/env.server";

/**
 * The HTTP server with deadlines for slow clients: headers within `headersMs`, the whole request
 * (a body trickled a byte at a time included) within `requestMs`; a cut client gets 408. Node
 * checks the deadlines every `connectionsCheckingInterval`, 30 s by default: every second here.
 */
export function createHttpServer(handler: RequestListener) {
  const { headersMs, requestMs } = config().timeouts;
  return http.createServer({ headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: 1000 }, handler);
}
