import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { requestScope } from "~/lib/request-scope.server";

// Letters, digits and a few separators: what proxies and tracers send (UUIDs, trace ids).
const saneRequestId = /^[\w.:-]{1,128}$/;

/** The id a proxy in front gave the request, when it looks like one; otherwise a new one. */
export function requestIdOf(incoming: string | string[] | undefined) {
  return typeof incoming === "string" && saneRequestId.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * What is logged of a request: no query string (it may carry an e-mail or a search), no
 * headers, no address. `aborted` marks a visitor who left before the answer was sent.
 */
function summary(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  return {
    method: req.method,
    path: url.split("?")[0],
    status: res.statusCode,
    durationMs,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * Gives every request an id, returns it in X-Request-Id, and logs the request once, when it
 * ends; anything logged while it is handled carries the same id.
 */
export function requestLogging(logger: Logger): RequestHandler {
  const log = pinoHttp({
    logger,
    genReqId(req, res) {
      const id = requestIdOf(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessObject: (req, res, values: { responseTime: number }) => summary(req, res, values.responseTime),
    customErrorObject: (req, res, error, values: { responseTime: number }) => ({
      ...summary(req, res, values.responseTime),
      // pino-http invents an error for a bare 500; the real one was logged where it happened.
      ...((res as ServerResponse & { err?: unknown }).err ? { err: error } : {}),
    }),
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
  });
  return (req, res, next) => log(req, res, () => requestScope.run({ id: String(req.id) }, next));
}
