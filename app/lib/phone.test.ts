import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it("writes a Brazilian landline or mobile number in E.164", () => {
    expect(telHref("(19) 3333-4444")).toBe("tel:+551933334444");
    expect(telHref("(11) 98765-4321")).toBe("tel:+5511987654321");
  });

  it("keeps a country code already written, with or without '+'", () => {
    expect(telHref("+55 19 3333-4444")).toBe("tel:+551933334444");
    expect(telHref("55 11 98765-4321")).toBe("tel:+5511987654321");
    expect(telHref("+1 (415) 555-0100")).toBe("tel:+14155550100");
  });

  it("drops the trunk zero of a long-distance prefix", () => {
    expect(telHref("019 3333-4444")).toBe("tel:+551933334444");
  });
});
