import { getCompanySettings } from "~/features/settings/index.server";

/** What the mails about meetings and leads need of the company's settings. */
export type CompanyContacts = {
  name: string;
  phone: string;
  /** The company's address: the invitation's organizer. */
  email: string;
  /** Where sales read their mail: the sales address, or the company's. */
  sales: string;
  /** Where meetings happen: the address and city, empty when the settings have neither. */
  address: string;
};

/** Read outside any transaction: on the embedded database a read beside an open transaction would wait on it. */
export async function companyContacts(): Promise<CompanyContacts> {
  const company = await getCompanySettings();
  return {
    name: company?.name || "nossa empresa",
    phone: company?.phone ?? "",
    email: company?.email || company?.salesEmail || "",
    sales: company?.salesEmail || company?.email || "",
    address: [company?.address, company?.city].filter(Boolean).join(", "),
  };
}
