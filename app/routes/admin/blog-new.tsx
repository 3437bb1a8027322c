import { useNavigate } from "react-router";
import { PostEditor, postSchema } from "~/features/blog";
import { createPost } from "~/features/blog/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import type { Route } from "./+types/blog-new";

export const meta: Route.MetaFunction = () => [{ title: "Novo Post — Painel Admin" }];

export function action({ request }: Route.ActionArgs) {
  return formAction(request, postSchema, (values) => createPost(values));
}

export default function NewPost() {
  const navigate = useNavigate();
  return <PostEditor action="/admin/blog/new" onSaved={(slug) => navigate(`/admin/blog/${slug}/edit`)} />;
}
