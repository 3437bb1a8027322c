import type { ChatProvider } from "../provider";

type WebhookOptions = { url: string; timeoutMs: number };

/** The reply field of the webhook's answer: `response`, or else `message`; anything else is no text. */
function replyText(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const { response, message } = body as Record<string, unknown>;
  if (typeof response === "string") return response;
  return typeof message === "string" ? message : "";
}

/**
 * An assistant behind a webhook (n8n, a serverless function…) that takes a JSON body of `message`,
 * `timestamp`, `session_id` and `page_url`. A refusal, a body that is not JSON, an unreachable
 * server or a slow one throws, so the service answers one of the canned replies.
 */
export function createWebhookProvider({ url, timeoutMs }: WebhookOptions): ChatProvider {
  return async ({ message, sessionId, pageUrl, timestamp, now }) => {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ message, timestamp: timestamp ?? now.toISOString(), session_id: sessionId, page_url: pageUrl ?? "" }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The URL may carry the webhook's secret, so the error names only the status.
    if (!answer.ok) throw new Error(`the chat webhook answered ${answer.status}`);
    return replyText(await answer.json());
  };
}
