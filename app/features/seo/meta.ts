import type { MetaDescriptor } from "react-router";

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: string;
  image?: string;
  type?: "website" | "article" | "product";
};

export type SeoContext = { publicUrl: string; siteName: string };

function absolute(publicUrl: string, path: string) {
  return path.startsWith("http") ? path : `${publicUrl}${path}`;
}

/** Title, description, keywords, canonical address, Open Graph and Twitter card of a page. */
export function buildMeta(page: PageMeta, seo: SeoContext | undefined): MetaDescriptor[] {
  const publicUrl = seo?.publicUrl ?? "";
  const title = seo?.siteName && !page.title.includes(seo.siteName) ? `${page.title} | ${seo.siteName}` : page.title;
  const url = absolute(publicUrl, page.path);
  const image = page.image ? absolute(publicUrl, page.image) : undefined;
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.keywords ? [{ name: "keywords", content: page.keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: seo?.siteName ?? "" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/** JSON-LD blocks as meta descriptors; React Router renders and escapes them. */
export function jsonLd(...items: object[]): MetaDescriptor[] {
  return items.map((item) => ({ "script:ld+json": item }));
}
