import { Feed } from "feed";
import { escapeMarkup } from "~/lib/text";
import { blogFeed } from "./feed";
import { listLatestPublishedPosts } from "./queries.server";

/** How many of the newest posts the feed carries. */
export const feedSize = 20;

/**
 * The blog's RSS 2.0 feed: the newest posts with their summaries, absolute addresses and RFC 822
 * dates. Dated by its newest post, so the same content gives the same bytes.
 */
export async function blogFeedXml({ publicUrl, siteName }: { publicUrl: string; siteName: string }) {
  const posts = await listLatestPublishedPosts(feedSize);
  const blogUrl = `${publicUrl}/blog`;
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: siteName ? `Blog | ${siteName}` : "Blog",
    description: blogFeed.description,
    language: "pt-BR",
    updated: posts.reduce<Date | undefined>((newest, post) => (!newest || post.updatedAt > newest ? post.updatedAt : newest), undefined),
    generator: false,
    feedLinks: { rss: `${publicUrl}${blogFeed.path}` },
    ...(siteName ? { copyright: `© ${siteName}` } : {}),
  });
  for (const post of posts) {
    const link = `${blogUrl}/${post.slug}`;
    feed.addItem({
      title: post.title,
      link,
      date: post.updatedAt,
      published: post.createdAt,
      // An item's description is HTML to a reader; a summary is plain text.
      description: escapeMarkup(post.excerpt?.trim() || post.title),
    });
  }
  return feed.rss2();
}
