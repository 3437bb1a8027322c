import type { BusinessUnit, CompanySettings } from "./company";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function unit(value: unknown): BusinessUnit {
  const stored = record(value);
  return {
    name: text(stored.name),
    phone: text(stored.phone),
    email: text(stored.email),
    address: text(stored.address),
    taxId: text(stored.taxId),
  };
}

/** Stored company data as the editor's values: missing fields empty, always three units (docs/product/content.md). */
export function companyFormValues(value: unknown): CompanySettings {
  const stored = record(value);
  const social = record(stored.social);
  const units = Array.isArray(stored.units) ? stored.units : [];
  return {
    name: text(stored.name),
    tagline: text(stored.tagline),
    phone: text(stored.phone),
    email: text(stored.email),
    salesEmail: text(stored.salesEmail),
    address: text(stored.address),
    city: text(stored.city),
    postalCode: text(stored.postalCode),
    latitude: text(stored.latitude),
    longitude: text(stored.longitude),
    logoUrl: text(stored.logoUrl),
    openingHours: texts(stored.openingHours),
    whatsappNumber: text(stored.whatsappNumber),
    whatsappGreeting: text(stored.whatsappGreeting),
    foundedYear: typeof stored.foundedYear === "number" ? stored.foundedYear : Number.NaN,
    claims: texts(stored.claims),
    units: [0, 1, 2].map((index) => unit(units[index])),
    social: {
      facebook: text(social.facebook),
      instagram: text(social.instagram),
      youtube: text(social.youtube),
      linkedin: text(social.linkedin),
    },
  };
}
