/** An absolute http or https address with a host. */
export function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * A path on this site such as /uploads/…: a leading "//" or "/\" would leave the site, so it is
 * not a path, and neither is one with a backslash, a space or a control character.
 */
export function isSitePath(value: string) {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

/** What an editor may point to: an absolute http(s) address, or a path on this site. */
export function isWebAddress(value: string) {
  return isHttpUrl(value) || isSitePath(value);
}
