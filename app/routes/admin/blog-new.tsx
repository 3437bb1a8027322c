import { answer } from "~/features/blog/action-result.server";
import { PostEditor } from "~/features/blog/components/post-editor";
import { createPost } from "~/features/blog/service.server";
import { staffContext } from "~/features/auth/session.server";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/blog-new";

export const meta: Route.MetaFunction = () => [{ title: "Novo Post — Painel Admin" }];

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request);
  const staff = context.get(staffContext);
  return answer(() => createPost(body, staff?.id ?? null));
}

export default function NewPost() {
  const { submit, busy } = useJsonAction<typeof action>();
  return <PostEditor onSave={submit} saving={busy} />;
}
