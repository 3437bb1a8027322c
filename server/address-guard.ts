import type { NextFunction, Request, Response } from "express";
import { isApiPath, isStaffPath } from "./staff-paths";

const encodedControlCharacter = /%(?:[01][0-9a-f]|7f)/i;

/**
 * An address with an encoded control character (`%00` to `%1F`, `%7F`) names nothing on this
 * site: the database cannot compare a NUL with a slug, and the routes' patterns stop at a line
 * break, so such an address would miss the API's own not-found answer. It is refused first, and
 * so is such a character in the query of a staff screen, which passes its search and filters to
 * the database as they are (the staff guards refuse it again, whatever address reached them).
 */
export function refuseControlCharactersInAddress(req: Request, res: Response, next: NextFunction) {
  const checked = isStaffPath(req.path) ? req.originalUrl : req.path;
  if (!encodedControlCharacter.test(checked)) {
    next();
    return;
  }
  const message = "Requisição inválida.";
  if (isApiPath(req.path)) res.status(400).json({ error: { message, code: "bad_request" } });
  else res.status(400).type("text/plain; charset=utf-8").send(message);
}
