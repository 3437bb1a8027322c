import { describe, expect, it } from "vitest";
import { readWish, type Wish } from "./when-phrase";

// Wednesday 25/11/2026, 09:00 in São Paulo.
const now = new Date("2026-11-25T12:00:00Z");

describe("reading when a visitor would like to meet", () => {
  it.each<[string, Wish | null]>([
    ["Pode ser na sexta às 10h?", { date: "2026-11-27", time: "10:00" }],
    ["sexta 10h", { date: "2026-11-27", time: "10:00" }],
    ["sexta-feira às 10:00", { date: "2026-11-27", time: "10:00" }],
    ["SEXTA ÀS 16H", { date: "2026-11-27", time: "16:00" }],
    ["sexta as 16hs", { date: "2026-11-27", time: "16:00" }],
    ["sex 10h30", { date: "2026-11-27", time: "10:30" }],
    ["terça 10 h", { date: "2026-12-01", time: "10:00" }],
    ["quinta às 2 da tarde", { date: "2026-11-26", time: "14:00" }],
    ["8 da manhã de segunda", { date: "2026-11-30", time: "08:00" }],
    ["dia 3 às 14:30", { date: "2026-12-03", time: "14:30" }],
    ["dia 30 às 9", { date: "2026-11-30", time: "09:00" }],
    ["pode ser dia 3?", { date: "2026-12-03" }],
    ["3/12", { date: "2026-12-03" }],
    ["03/12/2026 às 9h", { date: "2026-12-03", time: "09:00" }],
    ["25 de dezembro", { date: "2026-12-25" }],
    ["dia 2 de janeiro às 10h", { date: "2027-01-02", time: "10:00" }],
    ["hoje às 15h", { date: "2026-11-25", time: "15:00" }],
    ["25/11 às 7h30", { date: "2026-11-25", time: "07:30" }],
    ["amanhã de manhã", { date: "2026-11-26", part: "morning" }],
    ["amanhã cedo", { date: "2026-11-26", part: "early" }],
    ["depois de amanhã à tarde", { date: "2026-11-27", part: "afternoon" }],
    ["amanhã às 3", { date: "2026-11-26", time: "15:00" }],
    ["próxima segunda", { date: "2026-11-30" }],
    ["quarta que vem", { date: "2026-12-02" }],
    ["segunda da semana que vem às 8h", { date: "2026-11-30", time: "08:00" }],
    ["sexta da próxima semana", { date: "2026-12-04" }],
    ["semana que vem", { week: "2026-11-30" }],
    ["sábado de manhã", { date: "2026-11-28", part: "morning" }],
    ["fim da tarde na quinta", { date: "2026-11-26", part: "lateAfternoon" }],
    ["início da tarde de sexta", { date: "2026-11-27", part: "earlyAfternoon" }],
    ["hoje à noite", { date: "2026-11-25", part: "evening" }],
    ["Boa tarde, pode ser quinta?", { date: "2026-11-26" }],
    ["a segunda-feira às 9h", { date: "2026-11-30", time: "09:00" }],
    ["às 14", { time: "14:00" }],
    ["às 3", { time: "15:00" }],
    ["10 e meia", { time: "10:30" }],
    ["meio-dia", { time: "12:00" }],
    ["meio dia e meia", { time: "12:30" }],
    ["de manhã", { part: "morning" }],
    ["à tarde", { part: "afternoon" }],
    ["bem cedo", { part: "early" }],
    ["o mais cedo possível", { soonest: true }],
    ["tenho 2 máquinas", null],
    ["quero as 2 máquinas", null],
    ["10 peças", null],
    ["(19) 99876-5432", null],
    ["19998765432", null],
    ["a segunda", null],
    ["opção 3", null],
    ["31/02", null],
    ["Boa tarde!", null],
    ["Obrigado, até amanhã!", null],
  ])("%j is %j", (message, wish) => {
    expect(readWish(message, now)).toEqual(wish);
  });

  it("reads a weekday from the day after today, and a date without a year in the nearest year", () => {
    // On Friday 27/11 "sexta" is the next one; "28/12" asked on 2 January is last year's.
    expect(readWish("sexta às 10h", new Date("2026-11-27T12:00:00Z"))).toEqual({ date: "2026-12-04", time: "10:00" });
    expect(readWish("28/12", new Date("2027-01-02T12:00:00Z"))).toEqual({ date: "2026-12-28" });
    expect(readWish("5/1", new Date("2026-12-20T12:00:00Z"))).toEqual({ date: "2027-01-05" });
    // "dia 31" in a month of 30 days is the next month that has one.
    expect(readWish("dia 31", new Date("2026-11-05T12:00:00Z"))).toEqual({ date: "2026-12-31" });
  });
});
