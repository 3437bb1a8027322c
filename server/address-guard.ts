import type { NextFunction, Request, Response } from "express";

/**
 * An address with an encoded control character (`%00` to `%1F`, `%7F`) names nothing on this
 * site: the database cannot compare a NUL with a slug, and the routes' patterns stop at a line
 * break, so such an address would miss the API's own not-found answer. It is refused first.
 */
export function refuseControlCharactersInAddress(req: Request, res: Response, next: NextFunction) {
  if (!/%(?:[01][0-9a-f]|7f)/i.test(req.path)) {
    next();
    return;
  }
  const message = "Requisição inválida.";
  if (req.path.startsWith("/api/")) res.status(400).json({ error: { message, code: "bad_request" } });
  else res.status(400).type("text/plain; charset=utf-8").send(message);
}
