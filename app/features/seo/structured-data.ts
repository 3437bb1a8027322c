import type { CompanySettings } from "~/features/settings";
import { e164Phone } from "~/lib/phone";

const context = "https://schema.org";

const absolute = (publicUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);

/** The company's node id: the home and contact pages describe it, other pages point at it. */
export const companyId = (publicUrl: string) => `${publicUrl}/#empresa`;

export const websiteId = (publicUrl: string) => `${publicUrl}/#site`;

/** The company as other blocks name it (a service's provider, an offer's seller). */
export function companyReference(publicUrl: string, name: string) {
  return { "@type": "LocalBusiness", "@id": companyId(publicUrl), name, url: `${publicUrl}/` };
}

function geoOf(company: CompanySettings) {
  const [latitude, longitude] = [Number(company.latitude), Number(company.longitude)];
  if (!company.latitude || !company.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return {};
  return { geo: { "@type": "GeoCoordinates", latitude, longitude } };
}

/**
 * The company's LocalBusiness block, on the home and contact pages only (decision 249). Fields the
 * settings leave empty are left out, never invented; no prices or ratings (decision 247).
 */
export function organizationData(company: CompanySettings, publicUrl: string) {
  const [locality, region] = company.city.split(",").map((part) => part.trim());
  const logo = company.logoUrl ? absolute(publicUrl, company.logoUrl) : undefined;
  return {
    "@context": context,
    "@type": "LocalBusiness",
    "@id": companyId(publicUrl),
    name: company.name,
    url: `${publicUrl}/`,
    ...(logo ? { logo, image: logo } : {}),
    telephone: e164Phone(company.phone),
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address,
      addressLocality: locality,
      addressRegion: region,
      ...(company.postalCode ? { postalCode: company.postalCode } : {}),
      addressCountry: "BR",
    },
    ...geoOf(company),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:30",
        closes: "17:30",
      },
    ],
    sameAs: Object.values(company.social).filter(Boolean),
  };
}

/** The site itself, once, on the home page. */
export function websiteData(publicUrl: string, siteName: string, description: string) {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": websiteId(publicUrl),
    url: `${publicUrl}/`,
    name: siteName,
    ...(description ? { description } : {}),
    inLanguage: "pt-BR",
    publisher: { "@id": companyId(publicUrl) },
  };
}

export function breadcrumbData(publicUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.path}`,
    })),
  };
}
