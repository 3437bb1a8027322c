import type { CdnPurgeConfig } from "~/config/env.server";

/** How long one purge call may take; a slower CDN counts as a failure, and is tried again. */
export const purgeTimeoutMs = 10_000;

/** Cloudflare takes at most this many tags in one call; a webhook gets them in the same batches. */
export const tagsPerCall = 30;

/** What a CDN answered, for the log and the row: its status and the start of its body, never the token. */
function failure(config: CdnPurgeConfig, status: number, body: string) {
  const text = config.token ? body.replaceAll(config.token, "[token]") : body;
  return new Error(`the CDN answered ${status}: ${text.slice(0, 300)}`);
}

/**
 * Asks the CDN to drop its copies of the pages with any of these tags: a POST of `{"tags": [...]}`,
 * with the token as a Bearer one. Cloudflare's answer must also say `"success": true`.
 * Throws when the purge was not confirmed.
 */
export async function sendPurge(config: CdnPurgeConfig, tags: readonly string[]) {
  const response = await fetch(config.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
    body: JSON.stringify({ tags }),
    redirect: "error",
    signal: AbortSignal.timeout(purgeTimeoutMs),
  });
  const body = await response.text().catch(() => "");
  if (!response.ok) throw failure(config, response.status, body);
  if (config.kind === "cloudflare") {
    const confirmed = (() => {
      try {
        return (JSON.parse(body) as { success?: unknown }).success === true;
      } catch {
        return false;
      }
    })();
    if (!confirmed) throw failure(config, response.status, body);
  }
}
