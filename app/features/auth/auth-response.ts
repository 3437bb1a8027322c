import { apiError } from "~/lib/api-response";

/**
 * The auth library answers some refusals (an endpoint it does not have, a method it does not
 * take) with an empty body; the API always answers JSON, in its envelope.
 */
export function withJsonBody(response: Response): Response {
  if (response.status < 400 || response.headers.get("content-type")?.includes("application/json")) return response;
  if (response.status === 404) return apiError("Recurso não encontrado", 404, "not_found");
  return apiError(response.status >= 500 ? "Erro inesperado. Tente novamente." : "Requisição inválida.", response.status, "auth_refused");
}
