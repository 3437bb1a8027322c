import { data } from "react-router";
import { getStaffUser } from "~/features/auth/index.server";
import { PostArticle } from "~/features/blog";
import { getPostForPreview, postView } from "~/features/blog/index.server";
import { mediaDetailsOf } from "~/features/media/index.server";
import { libraryImage } from "~/lib/library-image";
import { PreviewBar, previewHeaders, previewMeta } from "~/features/site-layout";
import type { Route } from "./+types/post-preview";
import { GeneralErrorBoundary } from "~/ui/error-boundary";

// A post seen as visitors will see it, a draft or a scheduled one included (docs/product/public-site.md, as for
// pages): staff only, never stored by a cache, never indexed. To anyone else it does not exist.
export async function loader({ request, params }: Route.LoaderArgs) {
  const [staff, post] = await Promise.all([getStaffUser(request), getPostForPreview(params.id)]);
  if (!staff || !post) throw data(null, { status: 404, headers: previewHeaders });
  const library = await mediaDetailsOf([post.featuredImageUrl]);
  const cover = libraryImage(post.featuredImageUrl ?? "", library, { fallbackAlt: post.title, width: 900, height: 600 });
  return data({ post: postView(post), cover, published: post.published }, { headers: previewHeaders });
}

export const headers: Route.HeadersFunction = () => previewHeaders;

export const meta: Route.MetaFunction = ({ data }) => previewMeta(data?.post.title);

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, cover, published } = loaderData;
  return (
    <>
      <PreviewBar published={published} publicPath={`/blog/${post.slug}`} editPath={`/admin/blog/${post.slug}/edit`} />
      <PostArticle post={post} cover={cover} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
