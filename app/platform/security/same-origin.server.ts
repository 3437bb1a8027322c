import type { NextFunction, Request, Response } from "express";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const crossOriginMessage = "Requisição recusada: ela não partiu deste site.";

function sourceOf(req: Request): string | undefined {
  const origin = req.get("origin");
  if (origin !== undefined) return origin;
  const referer = req.get("referer");
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/**
 * Refuses a state-changing request that a browser sent from another site (CSRF): its
 * Origin, or its Referer when it has no Origin, must be the public address or this host.
 * Browsers send an Origin with every such request, sendBeacon included; a caller sending
 * neither is not a browser, so no visitor's cookies can be riding on it.
 */
export function requireSameOrigin(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!stateChanging.has(req.method)) return next();
    const source = sourceOf(req);
    if (source === undefined || source === publicOrigin || source === `${req.protocol}://${req.get("host")}`) {
      return next();
    }
    if (req.path.startsWith("/api/")) {
      res.status(403).json({ error: { message: crossOriginMessage, code: "cross_origin_request" } });
    } else {
      res.status(403).type("text/plain").send(crossOriginMessage);
    }
  };
}
