import type { MetaDescriptor } from "react-router";
import { truncateAtWord } from "~/lib/text";

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: string;
  image?: string;
  type?: "website" | "article" | "product";
};

/** The site's name, and the description of a page that has none of its own. */
export type SeoContext = { publicUrl: string; siteName: string; siteDescription: string };

/** What search engines show of a description whole. */
export const descriptionLength = 160;

/**
 * The page title with the brand once: a title that already names it (whole, or as the start of
 * the site's name after a separator, like "Grade | Magnasul") is kept as staff wrote it.
 */
export function titleWithBrand(title: string, siteName: string) {
  const brand = siteName.trim().toLocaleLowerCase("pt-BR");
  if (!brand) return title;
  const lower = title.toLocaleLowerCase("pt-BR");
  const named =
    lower.includes(brand) ||
    lower
      .split(/\s[|–—-]\s/)
      .slice(1)
      .some((part) => part.trim().length > 0 && brand.startsWith(part.trim()));
  return named ? title : `${title} | ${siteName.trim()}`;
}

function absolute(publicUrl: string, path: string) {
  return path.startsWith("http") ? path : `${publicUrl}${path}`;
}

/** Title, description, keywords, canonical address, Open Graph and Twitter card of a page. */
export function buildMeta(page: PageMeta, seo: SeoContext | undefined): MetaDescriptor[] {
  const publicUrl = seo?.publicUrl ?? "";
  const title = titleWithBrand(page.title, seo?.siteName ?? "");
  const description = truncateAtWord(page.description.trim() || (seo?.siteDescription ?? ""), descriptionLength);
  const url = absolute(publicUrl, page.path);
  const image = page.image ? absolute(publicUrl, page.image) : undefined;
  return [
    { title },
    { name: "description", content: description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: seo?.siteName ?? "" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/** JSON-LD blocks as meta descriptors; React Router renders and escapes them. */
export function jsonLd(...items: object[]): MetaDescriptor[] {
  return items.map((item) => ({ "script:ld+json": item }));
}
