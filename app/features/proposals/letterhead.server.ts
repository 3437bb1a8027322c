import sharp from "sharp";
import { fileStorage } from "~/features/uploads/index.server";
import { getCompanySettings, getProposalSettings } from "~/features/settings/index.server";
import { logger } from "~/lib/logger.server";
import type { Letterhead } from "./proposal-view";

/** The company's data from the settings: name, CNPJ, address, phone, sales e-mail and logo. */
export async function letterhead(): Promise<Letterhead> {
  const [company, settings] = await Promise.all([getCompanySettings(), getProposalSettings()]);
  const cityLine = [company?.city, company?.postalCode ? `CEP ${company.postalCode}` : ""].filter(Boolean).join(" – ");
  return {
    name: company?.name || "Empresa",
    taxId: settings.taxId,
    address: [company?.address, cityLine].filter(Boolean).join(", "),
    phone: company?.phone ?? "",
    email: company?.salesEmail || company?.email || "",
    logoUrl: company?.logoUrl ?? "",
  };
}

const uploadPath = /^\/uploads\/([\w.-]+)$/;

/**
 * The logo as a PNG the PDF can embed, read from the uploads (any stored image type); none when
 * the settings name no upload or the file cannot be read: the letterhead then shows the name only.
 */
export async function logoPng(logoUrl: string): Promise<Buffer | null> {
  const name = uploadPath.exec(logoUrl)?.[1];
  if (!name) return null;
  try {
    const stream = await fileStorage().read(name);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return await sharp(Buffer.concat(chunks)).resize({ width: 480, withoutEnlargement: true }).png().toBuffer();
  } catch (error) {
    logger.warn({ err: error, logoUrl }, "could not read the company's logo for a proposal");
    return null;
  }
}
