import type { NextFunction, Request, Response } from "express";

const encodedControlCharacter = /%(?:[01][0-9a-f]|7f)/i;

/** The staff screens pass their query (a search, a filter) to the database as it is. */
const checksQuery = (path: string) => path === "/admin" || path.startsWith("/admin/") || path.startsWith("/api/admin/");

/**
 * An address with an encoded control character (`%00` to `%1F`, `%7F`) names nothing on this
 * site: the database cannot compare a NUL with a slug, and the routes' patterns stop at a line
 * break, so such an address would miss the API's own not-found answer. It is refused first, and
 * so is such a character in the query of a staff screen, where a NUL would reach the database.
 */
export function refuseControlCharactersInAddress(req: Request, res: Response, next: NextFunction) {
  const checked = checksQuery(req.path) ? req.originalUrl : req.path;
  if (!encodedControlCharacter.test(checked)) {
    next();
    return;
  }
  const message = "Requisição inválida.";
  if (req.path.startsWith("/api/")) res.status(400).json({ error: { message, code: "bad_request" } });
  else res.status(400).type("text/plain; charset=utf-8").send(message);
}
