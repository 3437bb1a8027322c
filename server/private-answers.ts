import type { NextFunction, Request, Response } from "express";
import { carriesSignedSession } from "~/platform/security/index.server";
import { isPrivatePath, isSecretLinkPage } from "./staff-paths";

const privateAnswer = "private, no-store";

/**
 * What the back office, a preview or any page rendered for a signed-in staff member answers is
 * kept by no cache, shared or the browser's: `Cache-Control: private, no-store` replaces whatever
 * the answer set, as its headers leave, so a page, a data loader, a file, an error or a redirect
 * all carry it.
 */
export function keepStaffAnswersPrivate(req: Request, res: Response, next: NextFunction) {
  if (isPrivatePath(req.path) || carriesSignedSession(req.headers.cookie)) {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader("Cache-Control", privateAnswer);
      return writeHead(...args);
    }) as typeof res.writeHead;
  }
  next();
}

/**
 * A page opened from a private link (a customer's proposal, a meeting's confirmation) sends
 * `Referrer-Policy: same-origin`: no link or image it holds carries the link to another site in
 * a Referer. Not `no-referrer`, with which browsers post the page's own forms with `Origin: null`,
 * which the cross-site checks (React Router's and `requireSameOrigin`) rightly refuse.
 */
export function sameOriginReferrerOnSecretLinks(req: Request, res: Response, next: NextFunction) {
  if (isSecretLinkPage(req.path)) res.setHeader("Referrer-Policy", "same-origin");
  next();
}
