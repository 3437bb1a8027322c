import { describe, expect, it } from "vitest";
import { readTrackingTags } from "./tracking-tags";

describe("readTrackingTags", () => {
  it("reads tag objects, filling defaults for missing type, position and enabled", () => {
    expect(readTrackingTags([{ id: "a", name: "GA", content: "<script></script>" }])).toEqual([
      { id: "a", name: "GA", type: "pixel", content: "<script></script>", position: "head", enabled: true },
    ]);
  });

  it("reads a plain string from older data as a tag with that name and content (D9)", () => {
    expect(readTrackingTags(["<img src=x>"])).toEqual([
      { id: "tag-0", name: "<img src=x>", type: "script", content: "<img src=x>", position: "head", enabled: true },
    ]);
  });

  it("keeps disabled tags as disabled and drops empty or malformed entries", () => {
    const tags = readTrackingTags([{ id: "b", content: "<meta>", enabled: false, position: "body_end" }, "", 42, null, { content: " " }]);
    expect(tags).toEqual([{ id: "b", name: "", type: "pixel", content: "<meta>", position: "body_end", enabled: false }]);
    expect(readTrackingTags("não é lista")).toEqual([]);
  });
});
