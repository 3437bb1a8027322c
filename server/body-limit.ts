import type { NextFunction, Request, Response } from "express";

const bodyMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Request bodies are read whole by the route actions, so a body must say its size up
 * front: the upload route then refuses anything over its limit before reading it.
 */
export function refuseUnboundedBodies(req: Request, res: Response, next: NextFunction) {
  if (bodyMethods.has(req.method) && req.headers["transfer-encoding"] && !req.headers["content-length"]) {
    res.status(411).json({ error: { message: "Envie o tamanho do conteúdo (Content-Length).", code: "length_required" } });
    return;
  }
  next();
}
