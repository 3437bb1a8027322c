import { deleteMedia, MediaError } from "~/features/media/index.server";
import { UploadError } from "~/features/uploads/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import type { Route } from "./+types/upload";

export const action = acceptOnly(["DELETE"], async ({ params }: Route.ActionArgs) => {
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
});
