import { describe, expect, it } from "vitest";
import { fillCompanyYears, yearsInMarket } from "./company";

describe("the company's age in the copy", () => {
  const today = new Date("2026-11-25T12:00:00Z");

  it("counts whole years since the founding year", () => {
    expect(yearsInMarket(1999, today)).toBe(27);
    expect(yearsInMarket(2030, today)).toBe(0);
  });

  it("fills '{anos}' and '{ano_fundacao}' in a claim", () => {
    expect(fillCompanyYears("Desde {ano_fundacao}", 1999, today)).toBe("Desde 1999");
    expect(fillCompanyYears("{anos} anos de experiência no mercado", 1999, today)).toBe("27 anos de experiência no mercado");
    expect(fillCompanyYears("Resposta em até 24h", 1999, today)).toBe("Resposta em até 24h");
  });
});
