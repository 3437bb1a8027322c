import type { TrackingTag } from "~/db/content-types";

const types = ["pixel", "script", "meta"] as const;
const positions = ["head", "body_start", "body_end"] as const;

/**
 * Tracking tags as stored: `TrackingTag` objects, or plain strings from older
 * data, read as a tag with that name and content.
 */
export function readTrackingTags(value: unknown): TrackingTag[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index): TrackingTag[] => {
    if (typeof item === "string") {
      return item.trim() ? [{ id: `tag-${index}`, name: item, type: "script", content: item, position: "head", enabled: true }] : [];
    }
    if (!item || typeof item !== "object") return [];
    const tag = item as Partial<TrackingTag>;
    if (typeof tag.content !== "string" || !tag.content.trim()) return [];
    return [
      {
        id: typeof tag.id === "string" ? tag.id : `tag-${index}`,
        name: typeof tag.name === "string" ? tag.name : "",
        type: types.includes(tag.type as never) ? (tag.type as TrackingTag["type"]) : "pixel",
        content: tag.content,
        position: positions.includes(tag.position as never) ? (tag.position as TrackingTag["position"]) : "head",
        enabled: tag.enabled !== false,
      },
    ];
  });
}

/** A page's tags with its tracking pixel (an HTML snippet) as one more tag in the head, when it has one. */
export function withTrackingPixel(tags: TrackingTag[], pixel: string, id: string): TrackingTag[] {
  return pixel.trim() ? [...tags, { id, name: "Pixel", type: "pixel", content: pixel, position: "head", enabled: true }] : tags;
}
