import { describe, expect, it } from "vitest";
import { extractEmail, extractName, looksLikeName } from "./lead-name";
import { readSlotChoice } from "./slot-choice";

// 23/11 at 11:00 and 11:30, 24/11 at 11:00, São Paulo time, offered on Monday 23/11 at 09:00.
const offered = ["2026-11-23T14:00:00.000Z", "2026-11-23T14:30:00.000Z", "2026-11-24T14:00:00.000Z"];
const now = new Date("2026-11-23T12:00:00Z");

describe("reading the visitor's slot choice", () => {
  it.each([
    ["2", offered[1]],
    ["opção 3", offered[2]],
    ["a primeira", offered[0]],
    ["a segunda", offered[1]],
    ["11h30", offered[1]],
    ["pode ser 24/11 às 11h", offered[2]],
    ["terça às 11h", offered[2]],
    ["terça-feira, 24/11/2026 às 11:00", offered[2]],
    ["segunda-feira, 23/11/2026 às 11:30", offered[1]],
  ])("%j picks %s", (message, at) => {
    expect(readSlotChoice(message, offered, now)).toEqual({ kind: "slot", at });
  });

  it("tells an unclear answer and a time offered twice apart, and shows more on request", () => {
    expect(readSlotChoice("7", offered, now)).toEqual({ kind: "unclear" });
    expect(readSlotChoice("tenho 2 máquinas", offered, now)).toEqual({ kind: "unclear" });
    expect(readSlotChoice("às 11h", offered, now)).toEqual({ kind: "ambiguous", slots: [offered[0], offered[2]] });
    expect(readSlotChoice("tem outros horários?", offered, now)).toEqual({ kind: "more", nextDay: false });
    expect(readSlotChoice("prefiro outro dia", offered, now)).toEqual({ kind: "more", nextDay: true });
  });

  it("reads a day, a time or a part of the day that is no offered slot as a wish to look for", () => {
    expect(readSlotChoice("pode ser às 15h", offered, now)).toEqual({ kind: "wish", wish: { time: "15:00" } });
    expect(readSlotChoice("pode ser na segunda", offered, now)).toEqual({ kind: "wish", wish: { date: "2026-11-30" } });
    expect(readSlotChoice("Pode ser na sexta às 10h?", offered, now)).toEqual({
      kind: "wish",
      wish: { date: "2026-11-27", time: "10:00" },
    });
    expect(readSlotChoice("amanhã de manhã", offered, now)).toEqual({ kind: "wish", wish: { date: "2026-11-24", part: "morning" } });
    expect(readSlotChoice("outro dia, à tarde", offered, now)).toEqual({ kind: "wish", wish: { part: "afternoon" } });
  });
});

describe("reading contact data", () => {
  it.each([
    ["Ana Souza", true],
    ["oi sou o Carlos", true],
    ["Carlos Pedreira", true],
    ["meu nome é José da Silva", true],
    ["vocês têm tambor magnético?", false],
    ["obrigado", false],
    ["qual o horário de vocês", false],
    ["ana@empresa.com.br", false],
  ])("reads %j as a name: %s", (message, expected) => {
    expect(looksLikeName(message)).toBe(expected);
  });

  it("takes the name out of a sentence and writes it as a name", () => {
    expect(extractName("meu nome é ana de souza")).toBe("Ana de Souza");
    expect(extractName("Sou o Pedro.")).toBe("Pedro");
    expect(extractName("McArthur")).toBe("McArthur");
    expect(extractName("oi, sou o carlos")).toBe("Carlos");
  });

  it("takes the e-mail out of a sentence", () => {
    expect(extractEmail("é ana@empresa.com.br.")).toBe("ana@empresa.com.br");
  });
});
