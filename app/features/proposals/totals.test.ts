import { describe, expect, it } from "vitest";
import { parseDecimal, proposalFormSchema } from "./schema";
import { lineTotalCents, proposalTotals } from "./totals";

const line = (quantityThousandths: number, unitPriceCents: number, discountBasisPoints = 0) => ({
  quantityThousandths,
  unitPriceCents,
  discountBasisPoints,
});

describe("a proposal's totals", () => {
  it("rounds each line once, half up to the centavo", () => {
    // 1 × R$ 10,05 − 50 % = R$ 5,025 → R$ 5,03 (half up), not 5,02 (half even).
    expect(lineTotalCents(line(1000, 1005, 5000))).toBe(503);
    // 3 × R$ 0,33 − 10 % = R$ 0,891 → R$ 0,89.
    expect(lineTotalCents(line(3000, 33, 1000))).toBe(89);
    // 1,5 kg × R$ 12,35 = R$ 18,525 → R$ 18,53.
    expect(lineTotalCents(line(1500, 1235))).toBe(1853);
    // 0,333 h × R$ 100,00 = R$ 33,30 exactly.
    expect(lineTotalCents(line(333, 10000))).toBe(3330);
    // 2,5 % off 7 × R$ 1.234,56 = R$ 8.425,872 → R$ 8.425,87.
    expect(lineTotalCents(line(7000, 123456, 250))).toBe(842587);
    expect(lineTotalCents(line(1000, 999, 10000))).toBe(0);
  });

  it("adds the rounded lines, so the total is the sum of what each line shows", () => {
    // Three lines of R$ 0,005 each: each rounds to R$ 0,01, the total is R$ 0,03 (not R$ 0,02 from the exact sum).
    const totals = proposalTotals([line(500, 1), line(500, 1), line(500, 1)], { freightType: "FOB", freightCents: 0 });
    expect(totals.lineTotals).toEqual([1, 1, 1]);
    expect(totals).toMatchObject({ subtotalCents: 3, totalCents: 3 });
  });

  it("adds the freight only when the company pays it (CIF)", () => {
    const lines = [line(2000, 150000, 500), line(1000, 35090)];
    expect(proposalTotals(lines, { freightType: "CIF", freightCents: 45000 })).toEqual({
      lineTotals: [285000, 35090],
      subtotalCents: 320090,
      freightCents: 45000,
      totalCents: 365090,
    });
    expect(proposalTotals(lines, { freightType: "FOB", freightCents: 45000 })).toMatchObject({ freightCents: 0, totalCents: 320090 });
  });

  it("stays exact over many lines of large figures", () => {
    // 50 lines near 10.000 units of R$ 19.999,99, odd quantities and discounts: R$ 10 billion in all.
    const lines = Array.from({ length: 50 }, (_, index) => line(9_999_999 - index * 37, 1_999_999, index * 7));
    const totals = proposalTotals(lines, { freightType: "CIF", freightCents: 9_999_999_999 });
    const exact = lines.reduce((sum, item) => {
      const raw = BigInt(item.quantityThousandths) * BigInt(item.unitPriceCents) * BigInt(10000 - item.discountBasisPoints);
      const scale = 10_000_000n;
      return sum + (raw * 2n + scale) / (scale * 2n);
    }, 0n);
    expect(BigInt(totals.subtotalCents)).toBe(exact);
    expect(totals.totalCents).toBe(totals.subtotalCents + 9_999_999_999);
  });
});

describe("the editor's figures", () => {
  it("reads pt-BR quantities, prices and discounts as integers", () => {
    expect(parseDecimal("1,5", 3)).toBe(1500);
    expect(parseDecimal("1.000,125", 3)).toBe(1_000_125);
    expect(parseDecimal("12", 2)).toBe(1200);
    expect(parseDecimal("1.5", 3)).toBeUndefined();
    expect(parseDecimal("1,2345", 3)).toBeUndefined();
    expect(parseDecimal("-1", 3)).toBeUndefined();
  });

  const form = (lines: Array<Record<string, string>>, extra: Record<string, unknown> = {}) =>
    proposalFormSchema.safeParse({
      lines,
      freightType: "CIF",
      freight: "150,00",
      paymentTerms: "30/60 dias",
      deliveryTime: "20 dias úteis",
      validityDays: 15,
      notes: "",
      ...extra,
    });
  const item = { pageId: "", description: "Grade magnética", quantity: "2", unit: "un", unitPrice: "1.234,56", discount: "" };

  it("takes a valid form and refuses bad figures with their messages", () => {
    const valid = form([item, { ...item, quantity: "1,5", unit: "kg", discount: "2,5" }]);
    expect(valid.success && valid.data.lines.map((entry) => [entry.quantity, entry.unitPrice, entry.discount])).toEqual([
      [2000, 123456, 0],
      [1500, 123456, 250],
    ]);
    expect(valid.success && valid.data.freight).toBe(15000);
    const messages = (result: ReturnType<typeof form>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));
    expect(messages(form([{ ...item, quantity: "0" }]))).toEqual(["A quantidade deve ser maior que zero e de até 1.000.000"]);
    expect(messages(form([{ ...item, unitPrice: "12.50" }]))).toEqual(["Preço inválido. Use o formato 1.234,56"]);
    expect(messages(form([{ ...item, discount: "101" }]))).toEqual([
      "Desconto inválido. Use um percentual de 0 a 100, com até 2 casas decimais",
    ]);
    expect(messages(form([{ ...item, unit: "litro" }]))).toEqual(["Escolha a unidade"]);
    expect(messages(form([]))).toEqual(["Inclua ao menos um item na proposta"]);
    expect(messages(form([item], { validityDays: 0 }))).toEqual(["Informe a validade em dias, de 1 a 365"]);
    expect(
      messages(
        form([
          { ...item, quantity: "1.000.000", unitPrice: "99.999.999,99" },
          { ...item, quantity: "1.000.000", unitPrice: "99.999.999,99" },
        ]),
      ),
    ).toEqual(["O total da proposta passa do limite de R$ 99.999.999.999,99"]);
  });
});
