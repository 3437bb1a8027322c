/** Company data kept as the `company` site setting (D11). */
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
  openingHours: string[];
  whatsappNumber: string;
  whatsappGreeting: string;
  foundedYear: number;
  claims: string[];
  units: BusinessUnit[];
  social: { facebook: string; instagram: string; youtube: string; linkedin: string };
};
