import { apiError } from "~/lib/api-response";

export function loader() {
  return apiError("Recurso não encontrado", 404, "not_found");
}

export const action = loader;
