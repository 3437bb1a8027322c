import { formatPrice } from "~/lib/money";

/** Thousandths of a unit as pt-BR reads them: 1500 is "1,5", 2000 is "2". */
export const formatQuantity = (thousandths: number) =>
  (thousandths / 1000).toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 3 });

/** Hundredths of a percent as typed in the editor: 250 is "2,5". */
export const formatDiscountInput = (basisPoints: number) =>
  basisPoints === 0 ? "" : (basisPoints / 100).toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A discount as the proposal shows it: "2,5%", or "—" without one. */
export const formatDiscount = (basisPoints: number) => (basisPoints === 0 ? "—" : `${formatDiscountInput(basisPoints)}%`);

export { formatPrice };

/** A proposal's name as staff and the customer read it: "2026-0001 v2" (the first version has no suffix). */
export const proposalLabel = (number: string, version: number) => (version > 1 ? `${number} v${version}` : number);

export const freightLabels = {
  CIF: "CIF (frete por conta da empresa, incluso no total)",
  FOB: "FOB (frete por conta do cliente)",
} as const;
