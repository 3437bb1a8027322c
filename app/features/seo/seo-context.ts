import type { SeoContext } from "./meta";

export const siteLayoutRouteId = "routes/site/layout";

type MatchLike = { id: string; data?: unknown } | undefined;

/** The site layout's SEO context, for the meta function of any public route. */
export function seoContext(matches: MatchLike[]): SeoContext | undefined {
  const layout = matches.find((match) => match?.id === siteLayoutRouteId);
  return (layout?.data as { seo?: SeoContext } | undefined)?.seo;
}
