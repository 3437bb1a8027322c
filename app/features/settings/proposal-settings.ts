import { z } from "~/lib/zod";

/** What proposals take from the settings: how long a new one holds, and the CNPJ on its letterhead. */
export const proposalSettingsKey = "proposal_settings";

export type ProposalSettings = { validityDays: number; taxId: string };

const defaultProposalSettings: ProposalSettings = { validityDays: 15, taxId: "" };

const validityMessage = "Informe a validade em dias, de 1 a 365";

export const proposalSettingsSchema = z.object({
  validityDays: z.number({ error: validityMessage }).int(validityMessage).min(1, validityMessage).max(365, validityMessage),
  taxId: z
    .string({ error: "CNPJ inválido" })
    .trim()
    .refine((value) => value === "" || /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/.test(value), "CNPJ inválido. Use o formato 00.000.000/0000-00"),
});

/** The stored value with a default for each part missing or unreadable. */
export function readProposalSettings(value: unknown): ProposalSettings {
  const stored = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const validity = proposalSettingsSchema.shape.validityDays.safeParse(stored.validityDays);
  const taxId = proposalSettingsSchema.shape.taxId.safeParse(stored.taxId);
  return {
    validityDays: validity.success ? validity.data : defaultProposalSettings.validityDays,
    taxId: taxId.success ? taxId.data : defaultProposalSettings.taxId,
  };
}
