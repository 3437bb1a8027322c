import { describe, expect, it } from "vitest";
import { sampleCompany } from "~/features/seed";
import { catalogueItemData, type CatalogueItem } from "./catalogue-data";
import { companyId, organizationData, websiteData } from "./structured-data";

const publicUrl = "https://magnasul.exemplo.com.br";
const site = { publicUrl, siteName: "Magnasul Separação Magnética" };

describe("the company block", () => {
  it("has the logo, the position, the postal code and the phone in E.164", () => {
    const block = organizationData(sampleCompany, publicUrl);
    expect(block).toMatchObject({
      "@type": "LocalBusiness",
      "@id": companyId(publicUrl),
      logo: `${publicUrl}/uploads/amostra-logotipo.png`,
      telephone: "+551938000000",
      geo: { "@type": "GeoCoordinates", latitude: -22.7419, longitude: -46.9014 },
      address: { postalCode: "13920-000", addressLocality: "Pedreira", addressRegion: "SP", addressCountry: "BR" },
    });
  });

  it("leaves out what the settings do not give, never an empty or invented value", () => {
    const block = organizationData({ ...sampleCompany, postalCode: "", latitude: "", longitude: "", logoUrl: "" }, publicUrl);
    expect(block).not.toHaveProperty("geo");
    expect(block).not.toHaveProperty("logo");
    expect(block.address).not.toHaveProperty("postalCode");
    expect(JSON.stringify(block)).not.toMatch(/price|rating/i);
  });
});

describe("the site block", () => {
  it("is a WebSite published by the company", () => {
    expect(websiteData(publicUrl, site.siteName, "Separação magnética")).toMatchObject({
      "@type": "WebSite",
      url: `${publicUrl}/`,
      name: site.siteName,
      inLanguage: "pt-BR",
      publisher: { "@id": companyId(publicUrl) },
    });
  });
});

describe("a catalogue page's block", () => {
  const item = (change: Partial<CatalogueItem>): CatalogueItem => ({
    kind: "produto",
    name: "Ímãs de Neodímio N52",
    description: "Ímãs sob medida.",
    url: `${publicUrl}/produtos/imas-de-neodimio-n52`,
    image: `${publicUrl}/uploads/imas.webp`,
    category: "Produtos",
    ...change,
  });

  it("types a service as a Service the company provides across Brazil", () => {
    const block = catalogueItemData(item({ kind: "servico", category: "Serviços" }), site);
    expect(block).toMatchObject({
      "@type": "Service",
      serviceType: "Serviços",
      provider: { "@type": "LocalBusiness", "@id": companyId(publicUrl), name: site.siteName },
      areaServed: { "@type": "Country", name: "Brasil" },
    });
    expect(block).not.toHaveProperty("offers");
  });

  it("gives a priced product its Offer: price, currency, availability, address and seller", () => {
    const block = catalogueItemData(item({ priceCents: 18_990 }), site);
    expect(block).toMatchObject({
      "@type": "Product",
      brand: { "@type": "Brand", name: site.siteName },
      offers: {
        "@type": "Offer",
        price: "189.90",
        priceCurrency: "BRL",
        availability: "https://schema.org/InStock",
        url: item({}).url,
        seller: { "@id": companyId(publicUrl) },
      },
    });
  });

  it("names no brand for an imported product", () => {
    expect(catalogueItemData(item({ kind: "importado", priceCents: 389_000 }), site)).not.toHaveProperty("brand");
  });

  it("marks a product without a price as a plain WebPage, no Product rich-result candidate", () => {
    for (const priceCents of [undefined, null]) {
      const block = catalogueItemData(item({ priceCents }), site);
      expect(block["@type"]).toBe("WebPage");
      expect(block).not.toHaveProperty("offers");
    }
  });
});
