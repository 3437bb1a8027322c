import { describe, expect, it } from "vitest";
import { validate } from "~/lib/validation";
import {
  addTrackingTag,
  newTrackingTagDraft,
  removeTrackingTag,
  trackingTagListSchema,
  trackingTagMessages,
  updateTrackingTag,
} from "./tag-schema";

const existing = { id: "t1", name: "GA", type: "script" as const, content: "<script></script>", position: "head" as const, enabled: true };

describe("tracking tag rules", () => {
  it("a new tag defaults to type pixel, position head, enabled", () => {
    expect(newTrackingTagDraft()).toEqual({ name: "", type: "pixel", content: "", position: "head", enabled: true });
  });

  it("adds a tag with a name and code, trimmed", () => {
    const tags = addTrackingTag([existing], { ...newTrackingTagDraft(), name: " Pixel ", content: " <img> " }, "t2");
    expect(tags).toEqual([existing, { id: "t2", name: "Pixel", type: "pixel", content: "<img>", position: "head", enabled: true }]);
  });

  it("adds nothing without a name or without code", () => {
    expect(addTrackingTag([existing], { ...newTrackingTagDraft(), name: "Só nome" }, "t2")).toEqual([existing]);
    expect(addTrackingTag([existing], { ...newTrackingTagDraft(), content: "<img>" }, "t2")).toEqual([existing]);
    expect(addTrackingTag([existing], { ...newTrackingTagDraft(), name: "  ", content: "  " }, "t2")).toEqual([existing]);
  });

  it("edits a tag only when the edit is complete, and removes by id", () => {
    const edited = updateTrackingTag([existing], "t1", { ...existing, name: "GA4", enabled: false });
    expect(edited).toEqual([{ ...existing, name: "GA4", enabled: false }]);
    expect(updateTrackingTag([existing], "t1", { ...existing, content: " " })).toEqual([existing]);
    expect(removeTrackingTag([existing], "t1")).toEqual([]);
  });

  it("the server refuses incomplete, malformed or repeated tags", () => {
    const noName = validate(trackingTagListSchema, [{ ...existing, name: " " }]);
    expect(noName).toMatchObject({ ok: false, fieldErrors: { "0.name": trackingTagMessages.name } });
    const noCode = validate(trackingTagListSchema, [{ ...existing, content: "" }]);
    expect(noCode).toMatchObject({ ok: false, fieldErrors: { "0.content": trackingTagMessages.content } });
    expect(validate(trackingTagListSchema, [{ ...existing, type: "iframe" }]).ok).toBe(false);
    expect(validate(trackingTagListSchema, [{ ...existing, position: "footer" }]).ok).toBe(false);
    expect(validate(trackingTagListSchema, [existing, existing])).toMatchObject({ ok: false, message: trackingTagMessages.duplicate });
    expect(validate(trackingTagListSchema, [existing])).toEqual({ ok: true, data: [existing] });
  });
});
