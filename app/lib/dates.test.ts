import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("shows the São Paulo calendar day as dd/MM/yyyy", () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    expect(formatDate(new Date("2026-03-01T02:00:00Z"))).toBe("28/02/2026");
    expect(formatDate("2026-11-22T15:00:00Z")).toBe("22/11/2026");
  });
});
