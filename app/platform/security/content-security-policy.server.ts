import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { NextFunction, Request, Response } from "express";

declare module "express-serve-static-core" {
  interface Locals {
    /** The nonce of this response's Content-Security-Policy, carried by every script of the page. */
    cspNonce?: string;
  }
}

export type PolicyOptions = { https: boolean; development: boolean };

/**
 * The pages' policy: scripts run only with this response's nonce, and scripts they add
 * ('strict-dynamic') — the tags staff configure load further scripts from anywhere.
 * Images, frames and requests may reach any https host because those tags send pixels,
 * beacons and frames to their vendors; styles allow inline because Radix positions
 * popovers and sonner injects its CSS at run time.
 */
export function pagePolicy(nonce: string, { https, development }: PolicyOptions) {
  const directives = [
    "default-src 'self'",
    // 'unsafe-inline' and https: only serve browsers that predate nonces: the others ignore them.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'unsafe-inline' https:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' https:${development ? " ws:" : ""}`,
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * Uploaded files are never pages: nothing runs in them. A PDF shown in Chrome's viewer still
 * needs its own document as an object and inline styles.
 */
export const uploadPolicy = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** Served over HTTPS: directly, behind the trusted proxy, or as the public address says. */
export function servedOverHttps(req: Request, publicUrl: string) {
  return req.secure || publicUrl.startsWith("https:");
}

/** Express's `trust proxy`, compiled: may this address speak for the visitor? */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/**
 * The same answer as `servedOverHttps` for a request Express has not seen: `req.secure` is
 * computed this way (the first X-Forwarded-Proto, believed only from a trusted proxy).
 */
export function rawRequestOverHttps(req: IncomingMessage, publicUrl: string, trust: TrustProxy) {
  if (publicUrl.startsWith("https:") || (req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  if (typeof forwarded !== "string" || !trust(req.socket.remoteAddress, 0)) return false;
  return forwarded.split(",", 1)[0]!.trim() === "https";
}

export const strictTransportSecurityValue = "max-age=31536000";

/**
 * A fresh nonce for every response, and the policy naming it. A page the page cache keeps is
 * served with the nonce it was rendered with (docs/decisions/119-cached-page-policy.md).
 */
export function contentSecurityPolicy(options: { publicUrl: string; development: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const https = servedOverHttps(req, options.publicUrl);
    res.setHeader("Content-Security-Policy", pagePolicy(nonce, { https, development: options.development }));
    next();
  };
}

/** HSTS only over HTTPS: a browser ignores it on plain HTTP, and a local run must stay reachable. */
export function strictTransportSecurity(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (servedOverHttps(req, publicUrl)) res.setHeader("Strict-Transport-Security", strictTransportSecurityValue);
    next();
  };
}
