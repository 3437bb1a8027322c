import { deleteMedia, MediaError } from "~/features/media/index.server";
import { UploadError } from "~/features/uploads/index.server";
import { apiError } from "~/lib/api-response";
import type { Route } from "./+types/upload";

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return apiError("Método não permitido", 405, "method_not_allowed");
  try {
    await deleteMedia(params.name);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof MediaError) {
      return Response.json({ error: { message: error.message, code: "in_use", usages: error.usages } }, { status: error.status });
    }
    if (error instanceof UploadError) return apiError(error.message, error.status, "delete_refused");
    throw error;
  }
}
