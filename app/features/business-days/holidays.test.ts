import { describe, expect, it } from "vitest";
import { brazilNationalHolidays, easterSunday, nationalHolidayOn } from "./holidays";

const datesOf = (year: number) => brazilNationalHolidays(year).map((holiday) => holiday.date);

describe("Brazil's national holidays", () => {
  it("finds Easter Sunday of years far apart", () => {
    const known = { 2000: "4-23", 2008: "3-23", 2011: "4-24", 2019: "4-21", 2024: "3-31", 2026: "4-5", 2038: "4-25", 2285: "3-22" };
    for (const [year, date] of Object.entries(known)) {
      const { month, day } = easterSunday(Number(year));
      expect(`${month}-${day}`, year).toBe(date);
    }
  });

  it("has 2026's Carnival on 16 and 17 February, Good Friday on 3 April and Corpus Christi on 4 June", () => {
    expect(brazilNationalHolidays(2026)).toEqual([
      { date: "2026-01-01", name: "Confraternização Universal" },
      { date: "2026-02-16", name: "Carnaval (segunda-feira)" },
      { date: "2026-02-17", name: "Carnaval (terça-feira)" },
      { date: "2026-04-03", name: "Sexta-feira Santa" },
      { date: "2026-04-21", name: "Tiradentes" },
      { date: "2026-05-01", name: "Dia do Trabalho" },
      { date: "2026-06-04", name: "Corpus Christi" },
      { date: "2026-09-07", name: "Independência do Brasil" },
      { date: "2026-10-12", name: "Nossa Senhora Aparecida" },
      { date: "2026-11-02", name: "Finados" },
      { date: "2026-11-15", name: "Proclamação da República" },
      { date: "2026-11-20", name: "Dia Nacional de Zumbi e da Consciência Negra" },
      { date: "2026-12-25", name: "Natal" },
    ]);
  });

  it("moves the Easter holidays with each year", () => {
    const movable = (year: number) =>
      datesOf(year).filter((date) => !/-(01-01|04-21|05-01|09-07|10-12|11-02|11-15|11-20|12-25)$/.test(date));
    expect(movable(2024)).toEqual(["2024-02-12", "2024-02-13", "2024-03-29", "2024-05-30"]);
    expect(movable(2025)).toEqual(["2025-03-03", "2025-03-04", "2025-04-18", "2025-06-19"]);
    expect(movable(2027)).toEqual(["2027-02-08", "2027-02-09", "2027-03-26", "2027-05-27"]);
    // Easter on 22 March, the earliest it can be: Carnival falls in early February.
    expect(movable(2285)).toEqual(["2285-02-02", "2285-02-03", "2285-03-20", "2285-05-21"]);
  });

  it("has 20 November only from 2024, when it became national", () => {
    expect(datesOf(2023)).not.toContain("2023-11-20");
    expect(datesOf(2023)).toHaveLength(12);
    expect(datesOf(2024)).toContain("2024-11-20");
    expect(datesOf(2030)).toContain("2030-11-20");
  });

  it("names the holiday on a date and nothing on a working date", () => {
    expect(nationalHolidayOn("2026-02-17")).toBe("Carnaval (terça-feira)");
    expect(nationalHolidayOn("2027-03-26")).toBe("Sexta-feira Santa");
    expect(nationalHolidayOn("2026-02-18")).toBeUndefined();
    expect(nationalHolidayOn("2026-04-05")).toBeUndefined();
  });
});
