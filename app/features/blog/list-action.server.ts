import { intent, intentAction } from "~/lib/forms/intent-action.server";
import { postDeleteSchema } from "./schema";
import { deletePost } from "./service.server";

/** 'Excluir' on the blog's list: a command posted with scripts, answered for its toast. */
export function blogListAction(request: Request) {
  return intentAction(request, { delete: intent(postDeleteSchema, (post) => deletePost(post)) });
}
