import { chatHistory, handleChatMessage } from "~/features/chat/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import { requestInfoContext } from "~/lib/request-context";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/chat";

/** GET: the session's history. */
export async function loader({ request }: Route.LoaderArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const messages = await chatHistory(sessionId);
  return Response.json({ messages }, { headers: { "cache-control": "no-store" } });
}

/** POST { message, timestamp, session_id, page_url }: the assistant's reply as { response }. */
export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  const result = await handleChatMessage(await readJson(request), { clientIp: context.get(requestInfoContext).clientIp });
  if (!result.ok) return apiError(result.message, result.status, "chat_refused");
  return Response.json({ response: result.response });
});
