import type { PageType } from "~/db/schema";
import { listPublishedPostsForSitemap } from "~/features/blog/index.server";
import { canonicalPath, pageTypeInfo } from "~/features/catalogue";
import { listPublishedForSitemap } from "~/features/catalogue/index.server";
import { policiesUpdatedAt } from "~/features/policies/index.server";
import { settingUpdatedAt } from "~/features/settings/index.server";
import { specialPagesUpdatedAt } from "~/features/special-pages/index.server";
import type { SitemapEntry } from "./sitemap-xml";

/** The latest of these dates; undefined when there is none. */
function latest(...dates: Array<Date | null | undefined>) {
  return dates.reduce<Date | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined);
}

/**
 * Every public address with the date its main content last changed: a catalogue page or post its
 * own save; a list its newest item; the home its own content and the lists it shows; the contact
 * page the company's settings; the policies page its newest policy. The header and footer, which
 * every page shows, date none of them.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [pages, posts, special, policies, company] = await Promise.all([
    listPublishedForSitemap(),
    listPublishedPostsForSitemap(),
    specialPagesUpdatedAt(),
    policiesUpdatedAt(),
    settingUpdatedAt("company"),
  ]);
  const newestOf = (type: PageType) => latest(...pages.filter((page) => page.pageType === type).map((page) => page.updatedAt));
  const lists = (Object.keys(pageTypeInfo) as PageType[]).map((type) => ({
    path: pageTypeInfo[type].listPath,
    lastModified: newestOf(type),
  }));
  return [
    { path: "/", lastModified: latest(special.get("home"), ...lists.map((list) => list.lastModified)) },
    { path: "/quem-somos", lastModified: special.get("about") },
    ...lists,
    { path: "/blog", lastModified: latest(...posts.map((post) => post.updatedAt)) },
    { path: "/contato", lastModified: company },
    { path: "/politicas", lastModified: policies ?? undefined },
    ...pages.map((page) => ({ path: canonicalPath(page.pageType, page.slug), lastModified: page.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
  ];
}
