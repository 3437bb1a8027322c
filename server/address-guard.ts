import type { NextFunction, Request, Response } from "express";

/**
 * An address with an encoded NUL (`%00`) names nothing on this site, and the database cannot
 * even compare it with a slug: it is refused before any route sees it.
 */
export function refuseNulInAddress(req: Request, res: Response, next: NextFunction) {
  if (!/%00/.test(req.path)) {
    next();
    return;
  }
  const message = "Requisição inválida.";
  if (req.path.startsWith("/api/")) res.status(400).json({ error: { message, code: "bad_request" } });
  else res.status(400).type("text/plain; charset=utf-8").send(message);
}
