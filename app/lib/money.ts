/** Prices in reais, kept as whole centavos so no sum is ever off by a fraction. */
const currency = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const plain = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The highest price an editor takes: R$ 99.999.999,99. */
export const maxPriceCents = 9_999_999_999;

/** "R$ 1.234,56", as a visitor reads it. */
export const formatPrice = (cents: number) => currency.format(cents / 100);

/** "1.234,56", as the price field shows it to staff. */
export const formatPriceInput = (cents: number) => plain.format(cents / 100);

/** The price as schema.org and Google's merchant rules take it: "1234.56". */
export const priceAmount = (cents: number) => (cents / 100).toFixed(2);

// Thousands grouped by dots (or not at all), then at most two decimals after a comma; "R$" optional.
const ptBrAmount = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/i;

/**
 * A price typed in pt-BR ("1.234,56", "R$ 1234,5", "80") as centavos, or undefined when it is not
 * one. A dot is always a thousands separator, so "12.50" is refused rather than read as R$ 1.250.
 */
export function parsePrice(text: string): number | undefined {
  const match = ptBrAmount.exec(text.replace(/\u00a0/g, " ").trim());
  if (!match) return undefined;
  const reais = Number(match[1]!.replace(/\./g, ""));
  const centavos = Number((match[2] ?? "0").padEnd(2, "0"));
  return reais * 100 + centavos;
}
