import { readTrackingTags } from "~/features/tracking";
import { areaColorNames, areaIconNames, defaultAreaColor, defaultAreaIcon } from "./area-choices";
import { renumber, sortByOrder } from "./ordering";
import type { AboutPageForm, HomePageForm } from "./schema";

/** A stored special page, as the queries return it. */
type StoredPage = {
  title: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  seoImageUrl: string;
  content: unknown;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const records = (value: unknown) => (Array.isArray(value) ? value.map(record) : []);
const orderOf = (value: unknown, index: number) => (typeof value === "number" && Number.isFinite(value) ? value : index + 1);
const idOf = (value: unknown, prefix: string, index: number) => text(value) || `${prefix}-${index + 1}`;
const oneOf = <T extends string>(choices: readonly T[], value: unknown, fallback: T) =>
  choices.includes(value as T) ? (value as T) : fallback;

function pageFields(page: StoredPage) {
  return {
    title: page.title,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    meta_keywords: page.metaKeywords,
    seo_image_url: page.seoImageUrl,
  };
}

/**
 * The home page as the editor's values: missing fields empty, lists in their order, and
 * an unknown icon or colour shown as the default one the public grid falls back to.
 */
export function homeFormValues(page: StoredPage): HomePageForm {
  const content = record(page.content);
  const banner = record(content.banner_settings);
  return {
    ...pageFields(page),
    content: {
      hero_title: text(content.hero_title),
      hero_subtitle: text(content.hero_subtitle),
      content: text(content.content),
      sections: renumber(
        sortByOrder(
          records(content.sections).map((section, index) => ({
            id: idOf(section.id, "secao", index),
            title: text(section.title),
            content: text(section.content),
            type: "text" as const,
            order: orderOf(section.order, index),
          })),
        ),
      ),
      areas: renumber(
        sortByOrder(
          records(content.areas).map((area, index) => ({
            id: idOf(area.id, "area", index),
            title: text(area.title),
            description: text(area.description),
            icon: oneOf(areaIconNames, area.icon, defaultAreaIcon),
            color: oneOf(areaColorNames, area.color, defaultAreaColor),
            order: orderOf(area.order, index),
          })),
        ),
      ),
      banner_settings: { enabled: banner.enabled === true, url: text(banner.url), alt: text(banner.alt) },
      favicon_url: text(content.favicon_url),
      og_image_url: text(content.og_image_url),
      twitter_image_url: text(content.twitter_image_url),
      tracking_tags: readTrackingTags(content.tracking_tags),
      tracking_pixel: text(content.tracking_pixel),
    },
  };
}

export function aboutFormValues(page: StoredPage): AboutPageForm {
  const content = record(page.content);
  return {
    ...pageFields(page),
    content: {
      hero_title: text(content.hero_title),
      hero_subtitle: text(content.hero_subtitle),
      main_content: text(content.main_content),
      mission: text(content.mission),
      vision: text(content.vision),
      values: text(content.values),
      sections: records(content.sections).map((section, index) => ({
        id: idOf(section.id, "secao", index),
        title: text(section.title),
        text: text(section.text),
        image_url: text(section.image_url),
      })),
      gallery: records(content.gallery)
        .map((image, index) => ({ id: idOf(image.id, "imagem", index), url: text(image.url), alt: text(image.alt) }))
        .filter((image) => image.url !== ""),
      youtube_url: text(content.youtube_url),
      certificate_url: text(content.certificate_url),
    },
  };
}
