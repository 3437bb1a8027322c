import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./encoding";
import { memoryInUse } from "./heap.test-support";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and sends identity when nothing else is accepted", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
  });

  it("remembers a handful of headers, however many distinct ones visitors send", () => {
    const headers = (from: number) => Array.from({ length: 50_000 }, (_, index) => `gzip;q=0.5, br;q=0.9, x-${from + index}`);
    const warmUp = headers(0);
    for (const header of warmUp) preferredEncoding(header);
    const distinct = headers(warmUp.length);
    const before = memoryInUse();
    for (const header of distinct) expect(preferredEncoding(header)).toBe("br");
    // Kept, 50,000 headers of about 35 characters would hold several MiB.
    expect(memoryInUse() - before).toBeLessThan(512 * 1024);
  });
});
