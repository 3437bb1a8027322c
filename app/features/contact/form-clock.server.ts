import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * When the contact page was last shown to this browser, in milliseconds since the epoch. The page
 * is served from the page cache, the same bytes for everyone, so the time the minimum fill time
 * counts from travels beside it in this cookie, set on every answer of the page, cached or not.
 */
const clockCookie = "contact_form_shown";
const maxAgeSeconds = 24 * 60 * 60;
const contactPage = /^\/contato(?:\.data)?(?:[?#]|$)/;
const clockInCookies = new RegExp(`(?:^|;\\s*)${clockCookie}=(\\d{13})(?:;|$)`);

/** Stamps the contact page's answers (the document and the data of a navigation) with the time. */
export function stampContactFormClock(req: IncomingMessage, res: ServerResponse, overHttps: boolean, now = Date.now()) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !contactPage.test(req.url ?? "")) return;
  res.setHeader(
    "Set-Cookie",
    `${clockCookie}=${now}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${overHttps ? "; Secure" : ""}`,
  );
}

/** The time the contact page was shown to the sender of this request, if it carries it. */
export function contactFormShownAt(request: Request) {
  const match = clockInCookies.exec(request.headers.get("cookie") ?? "");
  return match ? Number(match[1]) : undefined;
}
