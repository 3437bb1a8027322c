import type { blogPosts } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import type { PostView } from "./components/post-article";
import { postBodyHtml } from "./post-body.server";

/** A stored post as its page shows it. */
export function postView(post: typeof blogPosts.$inferSelect): PostView {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? "",
    bodyHtml: postBodyHtml(post.content),
    featuredImageUrl: post.featuredImageUrl ?? "",
    createdAt: post.createdAt.toISOString(),
    createdOn: formatDate(post.createdAt),
    updatedAt: post.updatedAt.toISOString(),
  };
}
