const fallback = "/admin";
// Any origin that cannot be the visitor's: only what stays on it is kept.
const base = "http://esta-origem.invalid";

/**
 * Only an admin path of this site may be the destination after sign-in. The value is resolved as
 * the browser would resolve it (dot segments, backslashes, tabs and line breaks), and the resolved
 * path, not the text, must lie under /admin; the login itself is no destination.
 */
export function safeRedirectTarget(value: string | null | undefined) {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  const { origin, pathname, search, hash } = url;
  const underAdmin = pathname === "/admin" || pathname.startsWith("/admin/");
  if (origin !== base || !underAdmin || pathname.startsWith("/admin/auth")) return fallback;
  return `${pathname}${search}${hash}`;
}
