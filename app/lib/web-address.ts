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
 * What an editor may point to: an absolute http(s) address, or a path on this site such
 * as /uploads/…. A leading "//" or "/\" would leave the site, so it is not a path.
 */
export function isWebAddress(value: string) {
  return isHttpUrl(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);
}
