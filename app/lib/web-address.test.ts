import { describe, expect, it } from "vitest";
import { isHttpUrl, isWebAddress } from "./web-address";

describe("web addresses", () => {
  it("accepts absolute http(s) addresses only as URLs", () => {
    expect(isHttpUrl("https://www.facebook.com/empresa")).toBe(true);
    expect(isHttpUrl("http://exemplo.com.br")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("ftp://exemplo.com")).toBe(false);
    expect(isHttpUrl("/uploads/a.png")).toBe(false);
    expect(isHttpUrl("facebook.com/empresa")).toBe(false);
  });

  it("also accepts paths on this site, never ones that leave it", () => {
    expect(isWebAddress("/uploads/abc-123.webp")).toBe(true);
    expect(isWebAddress("https://cdn.exemplo.com/banner.jpg")).toBe(true);
    expect(isWebAddress("//evil.example/x.png")).toBe(false);
    expect(isWebAddress("/\\evil.example")).toBe(false);
    expect(isWebAddress("/com espaço.png")).toBe(false);
    expect(isWebAddress("data:image/png;base64,AAAA")).toBe(false);
    expect(isWebAddress("banner.png")).toBe(false);
  });
});
