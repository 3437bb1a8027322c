/** The video id of a YouTube address (watch, short link, embed or shorts), or undefined. */
export function youtubeVideoId(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, "");
    let id: string | null | undefined;
    if (host === "youtu.be") id = parsed.pathname.slice(1);
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      id = parsed.searchParams.get("v") ?? /^\/(embed|shorts|live)\/([^/?]+)/.exec(parsed.pathname)?.[2];
    }
    return id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
