/** Company data kept as the `company` site setting (decision 004). */
export type BusinessUnit = {
  name: string;
  phone: string;
  email: string;
  address: string;
  taxId: string;
};

export type CompanySettings = {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  salesEmail: string;
  address: string;
  city: string;
  /** CEP as 00000-000; empty when not given. */
  postalCode: string;
  /** Decimal degrees with a dot ("-22.7419"), both or neither; what maps and search engines place the company by. */
  latitude: string;
  longitude: string;
  /** The company's logo, an uploaded image; empty when none. */
  logoUrl: string;
  openingHours: string[];
  whatsappNumber: string;
  whatsappGreeting: string;
  foundedYear: number;
  claims: string[];
  units: BusinessUnit[];
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
};

/** Whole years since the founding year, as the copy says them ("27 anos"). */
export function yearsInMarket(foundedYear: number, today = new Date()) {
  return Math.max(0, today.getFullYear() - foundedYear);
}

/**
 * A claim with the company's age filled in from the founding year in the settings, so the copy
 * never goes stale: "{anos}" becomes the years in the market, "{ano_fundacao}" the year.
 */
export function fillCompanyYears(text: string, foundedYear: number, today = new Date()) {
  return text.replaceAll("{anos}", String(yearsInMarket(foundedYear, today))).replaceAll("{ano_fundacao}", String(foundedYear));
}
