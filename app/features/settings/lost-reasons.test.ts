import { describe, expect, it } from "vitest";
import { defaultLostReasons, lostReasonsSchema, readLostReasons } from "./lost-reasons";

const messages = (value: unknown) => lostReasonsSchema.safeParse(value).error?.issues.map((issue) => issue.message);

describe("the reasons of loss", () => {
  it("start with the six the sales team asked for", () => {
    expect(readLostReasons(undefined)).toEqual(["Preço", "Prazo", "Concorrente", "Sem resposta", "Sem orçamento", "Outro"]);
    expect(readLostReasons(42)).toBe(defaultLostReasons);
    expect(readLostReasons([])).toBe(defaultLostReasons);
  });

  it("are typed one per line, trimmed, blank lines dropped", () => {
    expect(lostReasonsSchema.parse(" Preço \n\nFrete caro\r\n")).toEqual(["Preço", "Frete caro"]);
    expect(readLostReasons(["Preço", "Frete caro"])).toEqual(["Preço", "Frete caro"]);
  });

  it("refuse an empty list, a repeated reason in any case, a long reason and too many reasons", () => {
    expect(messages(" \n ")).toEqual(["Informe ao menos um motivo de perda"]);
    expect(messages("Preço\npreço")).toEqual(["Cada motivo de perda aparece uma vez só"]);
    expect(messages("x".repeat(61))).toEqual(["Use no máximo 60 caracteres"]);
    expect(messages(Array.from({ length: 21 }, (_, index) => `Motivo ${index}`).join("\n"))).toEqual(["Use no máximo 20 linhas"]);
    expect(lostReasonsSchema.safeParse(Array.from({ length: 20 }, (_, index) => `Motivo ${index}`)).success).toBe(true);
  });
});
