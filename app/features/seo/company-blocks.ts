import type { MetaDescriptor } from "react-router";
import { jsonLd } from "./meta";
import { seoContext, siteCompany } from "./seo-context";
import { organizationData, websiteData } from "./structured-data";

type MatchLike = Parameters<typeof seoContext>[0][number];

/**
 * The company's LocalBusiness block, for the home and contact pages only, and with `website` the
 * site's WebSite block, which the home carries once (decision 249).
 */
export function companyBlocks(matches: MatchLike[], { website = false } = {}): MetaDescriptor[] {
  const seo = seoContext(matches);
  const company = siteCompany(matches);
  if (!seo || !company) return [];
  return jsonLd(
    ...(website ? [websiteData(seo.publicUrl, seo.siteName, seo.siteDescription)] : []),
    organizationData(company, seo.publicUrl),
  );
}
