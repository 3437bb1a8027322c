import type { MetaDescriptor } from "react-router";
import { shareImage } from "~/lib/image-widths";
import { truncateAtWord } from "~/lib/text";

/** The image a page is shared with: its address, its description, the original's size when the library knows it. */
type PageImage = { url: string; alt: string; width?: number | null; height?: number | null };

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: string;
  /** Without one, the site's sharing image (decision 250). */
  image?: PageImage;
  type?: "website" | "article" | "product";
};

/**
 * The site's name, the description of a page that has none of its own, and the image a page
 * without one is shared with (the home page's).
 */
export type SeoContext = { publicUrl: string; siteName: string; siteDescription: string; shareImage?: PageImage | null };

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

/** `og:image` and its details: a JPEG of an uploaded image, with its size, type and description. */
function imageMeta(image: PageImage | null | undefined, publicUrl: string, title: string): MetaDescriptor[] {
  if (!image?.url) return [];
  const rendition = shareImage(image.url, { width: image.width ?? null, height: image.height ?? null });
  const url = absolute(publicUrl, rendition.url);
  const alt = image.alt.trim() || title;
  return [
    { property: "og:image", content: url },
    ...(rendition.type ? [{ property: "og:image:type", content: rendition.type }] : []),
    ...(rendition.width && rendition.height
      ? [
          { property: "og:image:width", content: String(rendition.width) },
          { property: "og:image:height", content: String(rendition.height) },
        ]
      : []),
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** Title, description, keywords, canonical address, Open Graph and Twitter card of a page. */
export function buildMeta(page: PageMeta, seo: SeoContext | undefined): MetaDescriptor[] {
  const publicUrl = seo?.publicUrl ?? "";
  const title = titleWithBrand(page.title, seo?.siteName ?? "");
  const description = truncateAtWord(page.description.trim() || (seo?.siteDescription ?? ""), descriptionLength);
  const url = absolute(publicUrl, page.path);
  const image = imageMeta(page.image?.url ? page.image : seo?.shareImage, publicUrl, title);
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
    { name: "twitter:card", content: image.length > 0 ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...image,
  ];
}

/** JSON-LD blocks as meta descriptors; React Router renders and escapes them. */
export function jsonLd(...items: object[]): MetaDescriptor[] {
  return items.map((item) => ({ "script:ld+json": item }));
}
