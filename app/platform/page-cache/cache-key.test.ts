import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./cache-key";

describe("pageCacheKey", () => {
  it("keeps the parameters a page reads, so two searches are two answers", () => {
    expect(pageCacheKey("/api/search?q=grade")).toBe("/api/search?q=grade");
    expect(pageCacheKey("/api/search?q=xyzw")).not.toBe(pageCacheKey("/api/search?q=grade"));
    expect(pageCacheKey("/produtos?search=ima&utm_source=whatsapp")).toBe("/produtos?search=ima");
    expect(pageCacheKey("/contato?assunto=Or%C3%A7amento")).toBe("/contato?assunto=Or%C3%A7amento");
    expect(pageCacheKey("/blog?utm_source=x&pagina=2")).toBe("/blog?pagina=2");
    expect(pageCacheKey("/blog?tamanho=24&pagina=2")).toBe("/blog?pagina=2&tamanho=24");
  });

  it("ignores campaign and unknown parameters", () => {
    expect(pageCacheKey("/?utm_source=x&utm_campaign=y&gclid=1&fbclid=2&msclkid=3")).toBe("/");
    expect(pageCacheKey("/api/search?q=grade&utm_medium=cpc")).toBe("/api/search?q=grade");
  });

  it("keeps no address longer than 1,024 characters", () => {
    expect(pageCacheKey(`/produtos?search=${"a".repeat(1100)}`)).toBeUndefined();
    expect(pageCacheKey(`/produtos/${"a".repeat(1100)}`)).toBeUndefined();
  });

  it("reduces an address padded past 4 KB to the page it names, so padding never forces a render", () => {
    const padding = `x=${"a".repeat(5000)}`;
    expect(pageCacheKey(`/quem-somos?${padding}`)).toBe("/quem-somos");
    expect(pageCacheKey(`/produtos?search=grade&${padding}`)).toBe("/produtos?search=grade");
    expect(pageCacheKey(`/blog?${padding}&pagina=2`)).toBe("/blog?pagina=2");
  });
});
