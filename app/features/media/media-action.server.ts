import { refuse, type ActionResult } from "~/lib/action-result";
import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { deleteMedia, MediaError, updateMediaAlt } from "./library.server";
import { mediaAltSchema, mediaDeleteSchema } from "./schema";

/** A refusal of the library as the screen tells it: the reason, then the places that use the file. */
async function refusingMediaError(work: () => Promise<unknown>): Promise<ActionResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return refuse(error.status, [error.message, ...error.usages.map((usage) => usage.label)].join(" "));
  }
}

/** The library's posts: 'Excluir' a file (a command, with scripts) and its alt text (a form, with or without them). */
export function mediaAction(request: Request) {
  return intentAction(request, {
    delete: intent(mediaDeleteSchema, ({ name }) => refusingMediaError(() => deleteMedia(name))),
    alt: intent(mediaAltSchema, ({ name, alt }) => refusingMediaError(() => updateMediaAlt(name, alt))),
  });
}
