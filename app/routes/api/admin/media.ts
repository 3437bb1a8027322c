import { mediaAltSchema } from "~/features/media";
import { listMedia, MediaError, updateMediaAlt } from "~/features/media/index.server";
import { acceptOnly, apiError } from "~/lib/api-response";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/media";

/** The library's images for the picker of every image field. */
export async function loader() {
  const items = await listMedia();
  return Response.json({ images: items.filter((item) => item.type.startsWith("image/")) });
}

/** The picker's alt text of a file: `{ name, alt }`. */
export const action = acceptOnly(["POST"], async ({ request }: Route.ActionArgs) => {
  const parsed = mediaAltSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(parsed.error.issues[0]?.message ?? "Texto alternativo inválido", 400, "invalid_alt");
  try {
    await updateMediaAlt(parsed.data.name, parsed.data.alt);
    return Response.json({ name: parsed.data.name, alt: parsed.data.alt });
  } catch (error) {
    if (error instanceof MediaError) return apiError(error.message, error.status, "alt_refused");
    throw error;
  }
});
