import type { CompanySettings } from "~/features/settings";

/** Organization / LocalBusiness of every public page. No invented prices or ratings (D26). */
export function organizationData(company: CompanySettings, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: company.name,
    url: publicUrl,
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address,
      addressLocality: company.city.split(",")[0]?.trim(),
      addressRegion: company.city.split(",")[1]?.trim(),
      addressCountry: "BR",
    },
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

export function breadcrumbData(publicUrl: string, items: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.path}`,
    })),
  };
}
