import type { IncomingMessage, ServerResponse } from "node:http";
import { decodedPath } from "./staff-paths";

/**
 * Left as they are: the API, the staff area (its guards compare any case, decision 196), built
 * files and images with mixed-case names, and private links whose tokens are case-sensitive.
 */
const untouched = /^\/(?:api|admin|assets|images|uploads|reuniao|proposta|visualizar)(?:[/.]|$)/i;
// Only what RFC 3986 allows in a path: a backslash, which browsers read as a slash, never reaches a Location.
const pathCharacters = /^[\w\-.~%!$&'()*+,;=:@/]*$/;
const dotSegment = /(?:^|\/)\.\.?(?:\/|$)/;
const notCanonical = /[A-Z]|.\/$|\/\//;
const letterOrEscape = /%[0-9A-Fa-f]{2}|[A-Z]+/g;

const lowerOutsideEscapes = (segment: string) =>
  segment.replace(letterOrEscape, (match) => (match.startsWith("%") ? match : match.toLowerCase()));

/**
 * The canonical form of a public address (path and query as requested), or undefined when it
 * already is one or is not the site's to change: lower case outside percent-escapes, no empty
 * segment, no trailing slash but the home's, the query kept as it came (campaign links carry utm_*).
 */
export function canonicalAddress(url: string): string | undefined {
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!notCanonical.test(path) || !pathCharacters.test(path) || dotSegment.test(path)) return undefined;
  if (untouched.test(decodedPath(path))) return undefined;
  const canonical = `/${path.split("/").filter(Boolean).map(lowerOutsideEscapes).join("/")}`;
  if (canonical === path) return undefined;
  return queryStart === -1 ? canonical : canonical + url.slice(queryStart);
}

/**
 * Answers a read of a public address in another case or with a trailing slash with one
 * permanent redirect to its canonical form; true when it did. Runs before the page cache, so no
 * page is rendered or kept under a second address.
 */
export function redirectToCanonicalAddress(req: IncomingMessage, res: ServerResponse, strictTransportSecurity: string | undefined) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const location = canonicalAddress(req.url ?? "/");
  if (location === undefined) return false;
  res.writeHead(308, {
    location,
    "content-length": 0,
    ...(strictTransportSecurity ? { "strict-transport-security": strictTransportSecurity } : {}),
  });
  res.end();
  return true;
}
