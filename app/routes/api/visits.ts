import { recordVisit } from "~/features/analytics/visits.server";
import { apiError } from "~/lib/api-response";
import type { Route } from "./+types/visits";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError("Método não permitido", 405, "method_not_allowed");
  let body: unknown;
  try {
    // sendBeacon posts text/plain: the body is read as text either way.
    body = JSON.parse(await request.text());
  } catch {
    return apiError("Visita inválida", 400, "invalid_visit");
  }
  const result = recordVisit(body, request.headers.get("user-agent"));
  if (!result.ok) return apiError(result.message, 400, "invalid_visit");
  return Response.json({ recorded: result.recorded }, { status: 202 });
}
