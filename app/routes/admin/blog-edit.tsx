import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { answer } from "~/features/blog/action-result.server";
import { PostEditor } from "~/features/blog/components/post-editor";
import { postNotFoundParam } from "~/features/blog/feedback";
import { getPostForEditor } from "~/features/blog/queries.server";
import { updatePost } from "~/features/blog/service.server";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/blog-edit";

export const meta: Route.MetaFunction = () => [{ title: "Editar Post — Painel Admin" }];

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPostForEditor(params.slug);
  // The list then says why staff landed there (admin spec 2.10).
  if (!post) throw redirect(`/admin/blog?${postNotFoundParam}=1`);
  return { post };
}

export async function action({ request }: Route.ActionArgs) {
  const body = await readJson(request);
  return answer(() => updatePost(body));
}

/** A saved post leaves this screen, and its old slug may be gone: do not reload it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const { submit, busy } = useJsonAction<typeof action>();
  return <PostEditor key={loaderData.post.id} post={loaderData.post} onSave={submit} saving={busy} />;
}
