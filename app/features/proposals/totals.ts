import type { FreightType } from "~/db/schema";

/** What a line's total is made of: quantity in thousandths, price in centavos, discount in hundredths of a percent. */
export type PricedLine = { quantityThousandths: number; unitPriceCents: number; discountBasisPoints: number };

export type ProposalTotals = { lineTotals: number[]; subtotalCents: number; freightCents: number; totalCents: number };

const lineScale = 1000n * 10000n;

/**
 * A line's total in centavos: quantity × unit price × (100 % − discount), rounded once, half up,
 * to the centavo (decision 260). Worked in integers, so no float ever rounds a sum.
 */
export function lineTotalCents({ quantityThousandths, unitPriceCents, discountBasisPoints }: PricedLine) {
  const exact = BigInt(quantityThousandths) * BigInt(unitPriceCents) * BigInt(10000 - discountBasisPoints);
  return Number((exact * 2n + lineScale) / (lineScale * 2n));
}

/**
 * The proposal's totals: the lines' totals added up, and the freight on top when the company
 * pays it (CIF); with FOB the customer's carrier fetches the goods and no freight is charged.
 */
export function proposalTotals(lines: PricedLine[], freight: { freightType: FreightType; freightCents: number }): ProposalTotals {
  const lineTotals = lines.map(lineTotalCents);
  const subtotalCents = lineTotals.reduce((sum, total) => sum + total, 0);
  const freightCents = freight.freightType === "CIF" ? freight.freightCents : 0;
  return { lineTotals, subtotalCents, freightCents, totalCents: subtotalCents + freightCents };
}
