import { z } from "~/lib/zod";
import type { TrackingTag } from "~/db/content-types";
import { itemId, maxLengthMessage } from "~/lib/form-rules";

export const trackingTagTypes = ["pixel", "script", "meta"] as const;
export const trackingTagPositions = ["head", "body_start", "body_end"] as const;

export const trackingTagTypeLabels: Record<TrackingTag["type"], string> = {
  pixel: "Pixel",
  script: "Script",
  meta: "Meta tag",
};

export const trackingTagPositionLabels: Record<TrackingTag["position"], string> = {
  head: "No <head>",
  body_start: "Início do <body>",
  body_end: "Fim do <body>",
};

export const trackingTagMessages = {
  name: "Nome da tag é obrigatório",
  content: "Código da tag é obrigatório",
  incomplete: "Informe o nome e o código da tag.",
  duplicate: "Há tags repetidas na lista",
} as const;

const maxTags = 50;

const trackingTagSchema = z.object({
  id: itemId,
  name: z.string({ error: trackingTagMessages.name }).trim().min(1, trackingTagMessages.name).max(100, maxLengthMessage(100)),
  type: z.enum(trackingTagTypes),
  content: z
    .string({ error: trackingTagMessages.content })
    .trim()
    .min(1, trackingTagMessages.content)
    .max(20_000, maxLengthMessage(20_000)),
  position: z.enum(trackingTagPositions),
  enabled: z.boolean(),
});

export const trackingTagListSchema = z
  .array(trackingTagSchema)
  .max(maxTags, `Use no máximo ${maxTags} tags`)
  .refine((tags) => new Set(tags.map((tag) => tag.id)).size === tags.length, trackingTagMessages.duplicate);

export type TrackingTagDraft = Omit<TrackingTag, "id">;

/** The defaults of a new tag: type pixel, position head, enabled. */
export const newTrackingTagDraft = (): TrackingTagDraft => ({
  name: "",
  type: "pixel",
  content: "",
  position: "head",
  enabled: true,
});

export function isCompleteDraft(draft: TrackingTagDraft) {
  return draft.name.trim() !== "" && draft.content.trim() !== "";
}

/** A tag is added only with both a name and code; otherwise nothing is added. */
export function addTrackingTag(tags: readonly TrackingTag[], draft: TrackingTagDraft, id: string): TrackingTag[] {
  if (!isCompleteDraft(draft)) return [...tags];
  return [...tags, { ...draft, id, name: draft.name.trim(), content: draft.content.trim() }];
}

/** An edit follows the same rule: an incomplete edit leaves the tag as it was. */
export function updateTrackingTag(tags: readonly TrackingTag[], id: string, draft: TrackingTagDraft): TrackingTag[] {
  if (!isCompleteDraft(draft)) return [...tags];
  return tags.map((tag) => (tag.id === id ? { ...draft, id, name: draft.name.trim(), content: draft.content.trim() } : tag));
}

export function removeTrackingTag(tags: readonly TrackingTag[], id: string): TrackingTag[] {
  return tags.filter((tag) => tag.id !== id);
}
