import type { CompanySettings } from "~/features/settings";
import type { SeoContext } from "./meta";

export const siteLayoutRouteId = "routes/site/layout";

type MatchLike = { id: string; data?: unknown } | undefined;

/** The site layout's SEO context, for the meta function of any public route. */
export function seoContext(matches: MatchLike[]): SeoContext | undefined {
  return layoutData(matches)?.seo;
}

/** The company's settings as the site layout loaded them, for the pages that describe the company. */
export function siteCompany(matches: MatchLike[]): CompanySettings | undefined {
  return layoutData(matches)?.company ?? undefined;
}

function layoutData(matches: MatchLike[]) {
  const layout = matches.find((match) => match?.id === siteLayoutRouteId);
  return layout?.data as { seo?: SeoContext; company?: CompanySettings | null } | undefined;
}
