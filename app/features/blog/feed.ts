/** The blog's feed: its address, type and the words the blog page and the feed share. */
export const blogFeed = {
  path: "/blog/feed.xml",
  type: "application/rss+xml",
  description: "Artigos técnicos sobre separação magnética, ímãs, motores e manutenção industrial.",
} as const;
