import { redirect, useLocation, useNavigate, useParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PostEditor, postNotFoundParam, postUpdateSchema } from "~/features/blog";
import { getPostForEditor, updatePost } from "~/features/blog/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import { tellSaveAtNewAddress } from "~/lib/forms/use-editor-form";
import type { FormActionData } from "~/lib/forms/form-result";
import type { Route } from "./+types/blog-edit";

export const meta: Route.MetaFunction = () => [{ title: "Editar Post — Painel Admin" }];

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPostForEditor(params.slug);
  // The list then says why staff landed there (decision 035).
  if (!post) throw redirect(`/admin/blog?${postNotFoundParam}=1`);
  return { post };
}

export const action = ({ request }: Route.ActionArgs) => formAction(request, postUpdateSchema, (values) => updatePost(values));

/** A saved post's old slug may be gone: the screen reloads at its new address instead (onSaved). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as FormActionData | undefined)?.result.status === "success" ? false : defaultShouldRevalidate;
}

export default function EditPost({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  // The editor stays open and reloads the saved post; a renamed post's screen moves to its new address and tells the save there.
  const onSaved = (slug: string) => {
    const at = `/admin/blog/${slug}/edit`;
    if (slug !== params.slug) tellSaveAtNewAddress(at);
    navigate(at, { replace: true });
  };
  return <PostEditor key={loaderData.post.id} post={loaderData.post} action={pathname} onSaved={onSaved} />;
}
