import { Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { blogListAction, pageOfPostsForStaff } from "~/features/blog/index.server";
import { PostListItem, type PostSummary, PostSearch, blogFeedback, deleteErrorMessage, postNotFoundParam } from "~/features/blog";
import { listPagingHref, readListPaging, staffListSizes } from "~/lib/list-paging";
import { useJsonAction } from "~/lib/use-json-action";
import { Button } from "~/ui/button";
import { ListPager } from "~/ui/list-pager";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Gerenciar Blog — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = (params.get("q")?.trim() ?? "").slice(0, 100);
  const { rows: posts, ...list } = await pageOfPostsForStaff(search, readListPaging(params, staffListSizes));
  return { posts, list, search, postNotFound: params.has(postNotFoundParam), now: Date.now() };
}

export const action = ({ request }: Route.ActionArgs) => blogListAction(request);

function useNotFoundNotice(show: boolean) {
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    if (!show) return;
    toast.error(blogFeedback.notFound, { id: postNotFoundParam });
    setSearchParams(
      (params) => {
        params.delete(postNotFoundParam);
        return params;
      },
      { replace: true },
    );
  }, [show, setSearchParams]);
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts, list, search, now } = loaderData;
  const [searchParams] = useSearchParams();
  const { submit } = useJsonAction<typeof action>();
  const heading = useRef<HTMLHeadingElement>(null);
  useNotFoundNotice(loaderData.postNotFound);

  async function remove(post: PostSummary) {
    const result = await submit({ intent: "delete", id: post.id });
    if (result.ok) {
      toast.success(blogFeedback.deleted);
      // The deleted post's button held the focus; keep keyboard users on the page.
      heading.current?.focus();
    } else {
      toast.error(deleteErrorMessage(result.message));
    }
  }

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-steel-900 focus:outline-none">
            Gerenciar Blog
          </h1>
          <p className="mt-1 text-steel-600">Artigos publicados em /blog e rascunhos da equipe.</p>
        </div>
        <Button asChild>
          <Link to="/admin/blog/new">
            <Plus aria-hidden className="size-4" />
            Novo Post
          </Link>
        </Button>
      </div>
      <div className="mt-6 max-w-md">
        <PostSearch defaultValue={search} />
      </div>
      {posts.length === 0 ? (
        <p className="mt-8 rounded-card border border-dashed border-steel-300 p-8 text-center text-steel-600">
          {search ? "Nenhum post encontrado para a busca." : "Nenhum post encontrado."}
        </p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostListItem post={post} now={now} onDelete={remove} />
            </li>
          ))}
        </ul>
      )}
      <ListPager
        {...list}
        sizes={staffListSizes}
        hrefFor={(paging) => listPagingHref("/admin/blog", searchParams, paging, staffListSizes)}
      />
    </div>
  );
}
