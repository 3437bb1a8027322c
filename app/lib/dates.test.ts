import { describe, expect, it } from "vitest";
import { businessDateTimeInput, formatDate, formatRelative, parseBusinessDateTime } from "./dates";

describe("formatDate", () => {
  it("shows the São Paulo calendar day as dd/MM/yyyy", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    expect(formatDate(new Date("2026-03-01T02:00:00Z"))).toBe("28/02/2026");
    expect(formatDate("2026-11-22T15:00:00Z")).toBe("22/11/2026");
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-05-10T12:00:00Z");

  it("says how long ago in pt-BR", () => {
    expect(formatRelative(new Date("2026-05-07T12:00:00Z"), now)).toBe("há 3 dias");
    expect(formatRelative("2026-05-10T10:00:00Z", now)).toBe("há cerca de 2 horas");
    expect(formatRelative(new Date("2026-05-10T11:59:40Z"), now)).toBe("há menos de um minuto");
  });

  it("measures from the present when no reference is given", () => {
    expect(formatRelative(new Date(Date.now() - 5 * 60_000))).toBe("há 5 minutos");
  });
});

describe("times typed in a datetime field", () => {
  it("are São Paulo times, and read back the same", () => {
    const time = parseBusinessDateTime("2026-11-25T18:30");
    expect(time?.toISOString()).toBe("2026-11-25T21:30:00.000Z");
    expect(businessDateTimeInput(time!)).toBe("2026-11-25T18:30");
  });

  it("refuse what is no time", () => {
    for (const value of ["", "2026-02-31T10:00", "2026-11-25 18:30", "amanhã", "2026-11-25T25:00"]) {
      expect(parseBusinessDateTime(value)).toBeUndefined();
    }
  });
});
