import { priceAmount } from "~/lib/money";
import { companyReference, websiteId } from "./structured-data";

/** What a catalogue page's structured data is made of, as its route knows it. */
export type CatalogueItem = {
  kind: "produto" | "servico" | "importado";
  name: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of its leading image. */
  image?: string;
  category: string;
  priceCents?: number | null;
};

type Site = { publicUrl: string; siteName: string };

/**
 * The main block of a catalogue page (decision 248): a service is a `Service` of the company; a
 * product with a price a `Product` with its `Offer`; a product without one only a `WebPage`, since
 * Google's product rules want a price, a review or a rating, and the site invents none (decision 247).
 */
export function catalogueItemData(item: CatalogueItem, site: Site) {
  const company = companyReference(site.publicUrl, site.siteName);
  const common = {
    "@context": "https://schema.org",
    name: item.name,
    description: item.description,
    url: item.url,
    ...(item.image ? { image: item.image } : {}),
  };
  if (item.kind === "servico") {
    return {
      ...common,
      "@type": "Service",
      serviceType: item.category,
      provider: company,
      areaServed: { "@type": "Country", name: "Brasil" },
    };
  }
  if (!item.priceCents) return { ...common, "@type": "WebPage", inLanguage: "pt-BR", isPartOf: { "@id": websiteId(site.publicUrl) } };
  return {
    ...common,
    "@type": "Product",
    category: item.category,
    // The company makes its own products; an imported one's maker is not recorded.
    ...(item.kind === "produto" ? { brand: { "@type": "Brand", name: site.siteName } } : {}),
    offers: {
      "@type": "Offer",
      url: item.url,
      price: priceAmount(item.priceCents),
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: company,
    },
  };
}
