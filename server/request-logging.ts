import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { Logger } from "pino";
import { requestScope } from "~/lib/request-scope.server";
import { decodedPath } from "./staff-paths";

declare module "node:http" {
  interface ServerResponse {
    /** The error that made this answer a 500, for the request log to write once. */
    err?: Error;
  }
}

// Letters, digits and a few separators: what proxies and tracers send (UUIDs, trace ids).
const saneRequestId = /^[\w.:-]{1,128}$/;

/** The id a proxy in front gave the request, when it looks like one; otherwise a new one. */
function requestIdOf(incoming: string | string[] | undefined) {
  return typeof incoming === "string" && saneRequestId.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The id a proxy this app trusts (TRUST_PROXY) gave the request; a visitor's own header would put
 * its text in the log.
 */
function incomingRequestId(req: Request) {
  const trusted = req.app.get("trust proxy fn") as ((address: string, hop: number) => boolean) | undefined;
  return trusted?.(req.socket.remoteAddress ?? "", 0) ? req.headers["x-request-id"] : undefined;
}

// Addresses whose part after the first is a secret link (a meeting's confirmation, a proposal, a team invitation).
const secretLinkPath = /^(\/(?:reuniao|proposta|admin\/invitation)\/)[^/]+/i;

/** The path as logged: a secret link's address keeps where it leads, never the link. */
function loggedPath(url: string) {
  const path = url.split("?")[0]!;
  const plain = decodedPath(path);
  return secretLinkPath.test(plain) ? plain.replace(secretLinkPath, "$1[link]") : path;
}

/**
 * What is logged of a request: no query string (it may carry an e-mail or a search), no
 * headers, no address, no secret link. The path only of a page that was served (or failed on our side): a
 * refused or missing address is the visitor's own text. `aborted` marks a visitor who left
 * before the answer was sent.
 */
function summary(req: IncomingMessage, res: ServerResponse, durationMs: number) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const status = res.statusCode;
  const served = status < 300 || status === 304 || status >= 500;
  return {
    method: req.method,
    ...(served ? { path: loggedPath(url) } : {}),
    status,
    durationMs,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * Writes the request's one log line when its answer closes. The id is the one `identifyRequests`
 * gave it, if the request got that far: cached pages and static files are answered before it.
 */
export function logWhenAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse) {
  const started = performance.now();
  res.once("close", () => {
    const level = res.err || res.statusCode >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level)) return;
    const id = res.getHeader("X-Request-Id");
    const line = {
      ...(id === undefined ? {} : { reqId: id }),
      ...summary(req, res, Math.round(performance.now() - started)),
      ...(res.err ? { err: res.err } : {}),
    };
    logger[level](line, level === "error" ? "request failed" : "request completed");
  });
}

/** One log line per request. */
function logEachRequest(logger: Logger): RequestHandler {
  return (req, res, next) => {
    logWhenAnswered(logger, req, res);
    next();
  };
}

/**
 * Gives the request an id and returns it in X-Request-Id; anything logged while it is handled
 * carries the same id (the logger's mixin reads the request scope). No child logger per
 * request: making one cost a third of a cached answer.
 */
export const identifyRequests: RequestHandler = (req, res, next) => {
  const id = requestIdOf(incomingRequestId(req));
  res.setHeader("X-Request-Id", id);
  requestScope.run({ id }, next);
};

/** Both: an id for the request and its log line. */
export function requestLogging(logger: Logger): RequestHandler {
  const log = logEachRequest(logger);
  return (req, res, next) => log(req, res, () => identifyRequests(req, res, next));
}
