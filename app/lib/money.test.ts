import { describe, expect, it } from "vitest";
import { formatPrice, formatPriceInput, parsePrice, priceAmount } from "./money";

describe("prices in pt-BR", () => {
  it.each([
    ["1.234,56", 123_456],
    ["1234,56", 123_456],
    ["R$ 1.234,5", 123_450],
    ["80", 8_000],
    ["1.000.000", 100_000_000],
    [" 0,99 ", 99],
  ])("reads %s as %i centavos", (text, cents) => {
    expect(parsePrice(text)).toBe(cents);
  });

  it.each(["12.50", "1,234.56", "1.23,45", "12,345", "abc", "-5", "1e3", ""])("refuses %s", (text) => {
    expect(parsePrice(text)).toBeUndefined();
  });

  it("writes a price for visitors, for the editor and for structured data", () => {
    expect(formatPrice(123_456).replace(/\s/g, " ")).toBe("R$ 1.234,56");
    expect(formatPriceInput(123_450)).toBe("1.234,50");
    expect(priceAmount(8_000)).toBe("80.00");
  });
});
