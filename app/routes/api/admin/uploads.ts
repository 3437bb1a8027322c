import { staffContext } from "~/features/auth/index.server";
import { storeMedia } from "~/features/media/index.server";
import { maxUploadBytes, uploadMessages } from "~/features/uploads";
import { UploadError } from "~/features/uploads/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import type { Route } from "./+types/uploads";

export const action = acceptOnly(["POST"], async ({ request, context }: Route.ActionArgs) => {
  // Refuse before reading: the multipart envelope adds little beyond the file itself.
  if (Number(request.headers.get("content-length") ?? 0) > maxUploadBytes + 64 * 1024) {
    return apiError(uploadMessages.tooLarge, 413, "upload_refused");
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return apiError(uploadMessages.missingFile, 400, "missing_file");
  }
  if (!(file instanceof File)) return apiError(uploadMessages.missingFile, 400, "missing_file");
  try {
    return Response.json(await storeMedia(file, context.get(staffContext)?.id ?? null), { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return apiError(error.message, error.status, "upload_refused");
    throw error;
  }
});
