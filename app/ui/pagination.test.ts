import { describe, expect, it } from "vitest";
import { pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("keeps the first, the last and the neighbours of the current page", () => {
    expect(pageWindow(50, 1000)).toEqual([1, "gap", 49, 50, 51, "gap", 1000]);
    expect(pageWindow(1, 1000)).toEqual([1, 2, "gap", 1000]);
  });
});
