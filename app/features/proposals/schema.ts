import { z } from "~/lib/zod";
import { freightTypes, proposalUnits } from "~/db/schema";
import { maxLengthMessage, optionalText, requiredText } from "~/lib/form-rules";
import { maxPriceCents, parsePrice } from "~/lib/money";
import { personNameSchema } from "~/lib/person-name";
import { proposalTotals } from "./totals";

export const proposalMessages = {
  saved: "Rascunho salvo.",
  sent: "Proposta enviada ao cliente.",
  saveError: "Erro ao salvar a proposta",
  notFound: "Proposta não encontrada.",
  notDraft: "Esta versão já foi enviada e não muda mais. Use 'Editar em nova versão'.",
  noLines: "Inclua ao menos um item na proposta",
  noEmail: "Este lead não tem e-mail. Informe o e-mail do cliente no lead para enviar a proposta.",
  tooManyLines: "Use no máximo 50 itens",
  description: "Descreva o item",
  quantity: "Quantidade inválida. Use até 3 casas decimais, como 1,5",
  quantityRange: "A quantidade deve ser maior que zero e de até 1.000.000",
  unit: "Escolha a unidade",
  price: "Preço inválido. Use o formato 1.234,56",
  priceTooHigh: "O preço pode ser de até R$ 99.999.999,99",
  discount: "Desconto inválido. Use um percentual de 0 a 100, com até 2 casas decimais",
  freightType: "Escolha CIF ou FOB",
  freight: "Frete inválido. Use o formato 1.234,56",
  paymentTerms: "Informe as condições de pagamento",
  deliveryTime: "Informe o prazo de entrega",
  validityDays: "Informe a validade em dias, de 1 a 365",
  totalTooHigh: "O total da proposta passa do limite de R$ 99.999.999.999,99",
  page: "Item do catálogo inválido",
} as const;

export const maxProposalLines = 50;
const maxQuantityThousandths = 1_000_000_000;
const maxTotalCents = 9_999_999_999_999;

/** A pt-BR decimal ("1.234,5") as an integer of `scale` parts of the unit (1,5 with 1000 is 1500); undefined when it is not one. */
export function parseDecimal(text: string, decimals: number): number | undefined {
  const match = new RegExp(`^(\\d{1,3}(?:\\.\\d{3})+|\\d+)(?:,(\\d{1,${decimals}}))?$`).exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]!.replace(/\./g, "")) * 10 ** decimals + Number((match[2] ?? "").padEnd(decimals, "0"));
}

const decimalField = (decimals: number, message: string, check: (value: number) => string, emptyIs?: number) =>
  z.string({ error: message }).transform((text, context) => {
    if (text.trim() === "" && emptyIs !== undefined) return emptyIs;
    const value = parseDecimal(text, decimals);
    const problem = value === undefined ? message : check(value);
    if (!problem) return value!;
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

const moneyField = (message: string, emptyIsZero: boolean) =>
  z.string({ error: message }).transform((text, context) => {
    if (text.trim() === "" && emptyIsZero) return 0;
    const cents = parsePrice(text);
    const problem = cents === undefined ? message : cents > maxPriceCents ? proposalMessages.priceTooHigh : "";
    if (!problem) return cents!;
    context.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  });

const lineSchema = z.object({
  pageId: z.union([z.literal(""), z.uuid({ error: proposalMessages.page })], { error: proposalMessages.page }).default(""),
  description: requiredText(proposalMessages.description, 500),
  quantity: decimalField(3, proposalMessages.quantity, (value) =>
    value > 0 && value <= maxQuantityThousandths ? "" : proposalMessages.quantityRange,
  ),
  unit: z.enum(proposalUnits, { error: proposalMessages.unit }),
  unitPrice: moneyField(proposalMessages.price, false),
  discount: decimalField(2, proposalMessages.discount, (value) => (value <= 10000 ? "" : proposalMessages.discount), 0),
});

/**
 * The proposal editor's form, checked in the browser and again by the server: the lines as
 * typed in pt-BR, read as integers (thousandths, centavos, hundredths of a percent).
 */
export const proposalFormSchema = z
  .object({
    lines: z
      .array(lineSchema, { error: proposalMessages.noLines })
      .min(1, proposalMessages.noLines)
      .max(maxProposalLines, proposalMessages.tooManyLines),
    freightType: z.enum(freightTypes, { error: proposalMessages.freightType }),
    freight: moneyField(proposalMessages.freight, true),
    paymentTerms: requiredText(proposalMessages.paymentTerms, 300),
    deliveryTime: requiredText(proposalMessages.deliveryTime, 200),
    validityDays: z
      .number({ error: proposalMessages.validityDays })
      .int(proposalMessages.validityDays)
      .min(1, proposalMessages.validityDays)
      .max(365, proposalMessages.validityDays),
    notes: optionalText(2000),
  })
  .superRefine((form, context) => {
    const lines = form.lines.map((line) => ({
      quantityThousandths: line.quantity,
      unitPriceCents: line.unitPrice,
      discountBasisPoints: line.discount,
    }));
    if (proposalTotals(lines, { freightType: form.freightType, freightCents: form.freight }).totalCents > maxTotalCents) {
      context.addIssue({ code: "custom", path: ["lines"], message: proposalMessages.totalTooHigh });
    }
  });

export type ProposalFormValues = z.input<typeof proposalFormSchema>;
export type ProposalForm = z.output<typeof proposalFormSchema>;

export const proposalAnswerMessages = {
  approved: "Proposta aprovada. Obrigado!",
  refused: "Resposta registrada. Obrigado por nos avisar.",
  closed: "Esta proposta não aceita mais respostas.",
  rateLimited: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  reason: "Conte o motivo da recusa",
  intent: "Escolha aprovar ou recusar",
} as const;

/** 'Aprovar' on the customer's page: who approves, and their purchase order's number when they have one. */
export const proposalApproveSchema = z.object({
  intent: z.literal("aprovar"),
  name: personNameSchema({ missing: "Informe o seu nome", invalid: "Informe um nome válido, só com letras" }),
  purchaseOrder: z.string().trim().max(60, maxLengthMessage(60)).default(""),
});

/** 'Recusar' on the customer's page: why. */
export const proposalRefuseSchema = z.object({
  intent: z.literal("recusar"),
  reason: requiredText(proposalAnswerMessages.reason, 1000),
});

/** The customer's answer, either form, as the server reads the post. */
export const proposalAnswerSchema = z.discriminatedUnion("intent", [proposalApproveSchema, proposalRefuseSchema], {
  error: proposalAnswerMessages.intent,
});

export type ProposalAnswer = z.output<typeof proposalAnswerSchema>;
