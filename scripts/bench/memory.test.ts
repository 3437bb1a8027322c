import { describe, expect, it } from "vitest";
import { residentByKindOf } from "./memory";

const mapping = (range: string, rssKib: number, name = "") =>
  `${range} rw-p 00000000 00:00 0 ${name}\nSize: 1 kB\nRss:                ${rssKib} kB\nPss: 1 kB\n`;

describe("resident memory by kind", () => {
  it("tells the main malloc heap, the threads' arenas, WebAssembly's reservation, V8's pages and files apart", () => {
    const smaps = [
      mapping("079db000-0d62e000", 84_992, "[heap]"),
      mapping("7f01cc000000-7f01ce4cb000", 14_336),
      mapping("7f01c4000000-7f01c60fc000", 13_312),
      mapping("7f01d3df0000-7f01dbdf0000", 31_744),
      mapping("7f01d26a6000-7f01d2f51000", 8_192),
      mapping("0074a000-03044000", 30_720, "/usr/bin/node"),
    ].join("");
    expect(residentByKindOf(smaps)).toEqual({
      "malloc, main arena": 83,
      "malloc, threads' arenas": 27,
      "large reservations (WebAssembly memory)": 31,
      "other anonymous (V8 heap pages, buffers)": 8,
      "files (the program, its libraries)": 30,
    });
  });
});
