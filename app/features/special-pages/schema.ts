import { z } from "~/lib/zod";
import { joinKeywords, parseKeywords } from "~/features/seo";
import { trackingTagListSchema } from "~/features/tracking";
import { itemId, maxLengthMessage, optionalText, requiredText, webAddressOrEmpty } from "~/lib/form-rules";
import { isWebAddress } from "~/lib/web-address";
import { areaColorNames, areaIconNames } from "./area-choices";
import { renumber, sortByOrder } from "./ordering";
import { youtubeVideoId } from "./youtube";

export const specialPageMessages = {
  title: "Título é obrigatório",
  titleBlank: "Título da página é obrigatório",
  metaTitle: "Meta título é obrigatório",
  metaDescription: "Meta descrição é obrigatória",
  heroTitle: "Título principal é obrigatório para a página inicial",
  imageUrl: "URL da imagem deve ser válida",
  certificateUrl: "URL do certificado deve ser válida",
  youtubeUrl: "URL do YouTube inválida",
  bannerAlt: "Texto alternativo é obrigatório quando o banner é exibido",
  notFound: "Página não encontrada",
  home: {
    saved: "Página inicial salva com sucesso!",
    saveError: "Erro ao salvar página inicial",
    loadError: "Erro ao carregar dados da página inicial",
  },
  about: {
    saved: "Página Quem Somos salva com sucesso!",
    saveError: "Erro ao salvar página Quem Somos",
    loadError: "Erro ao carregar dados da página Quem Somos",
  },
} as const;

const sectionTitle = requiredText("Título da seção é obrigatório", 200);
const sectionText = requiredText("Texto da seção é obrigatório", 20_000);
const order = z.number().int().min(1);

/** Areas and sections are stored in their order, numbered from 1. */
const orderedList = <T extends z.ZodObject<{ order: typeof order }>>(item: T, max: number) =>
  z
    .array(item)
    .max(max, `Use no máximo ${max} itens`)
    .transform((items) => renumber(sortByOrder(items)));

/**
 * The fields of every special page. An empty title is 'Título é obrigatório' (the form's
 * rule); one of spaces only is 'Título da página é obrigatório' (the save's rule).
 */
const pageFields = {
  title: z
    .string({ error: specialPageMessages.title })
    .min(1, { error: specialPageMessages.title, abort: true })
    .refine((value) => value.trim() !== "", { error: specialPageMessages.titleBlank, abort: true })
    .trim()
    .max(200, maxLengthMessage(200)),
  meta_title: requiredText(specialPageMessages.metaTitle, 200),
  meta_description: requiredText(specialPageMessages.metaDescription, 500),
  meta_keywords: z
    .string()
    .max(1000, maxLengthMessage(1000))
    .transform((value) => joinKeywords(parseKeywords(value))),
  seo_image_url: webAddressOrEmpty(specialPageMessages.imageUrl),
};

const homeAreaSchema = z.object({
  id: itemId,
  title: requiredText("Título da área é obrigatório", 100),
  description: optionalText(300),
  icon: z.enum(areaIconNames, { error: "Ícone inválido" }),
  color: z.enum(areaColorNames, { error: "Cor inválida" }),
  order,
});

const homeSectionSchema = z.object({
  id: itemId,
  title: sectionTitle,
  content: sectionText,
  type: z.literal("text"),
  order,
});

const bannerSchema = z
  .object({
    enabled: z.boolean(),
    url: webAddressOrEmpty(specialPageMessages.imageUrl),
    alt: optionalText(300),
  })
  .refine((banner) => !banner.enabled || !banner.url || banner.alt !== "", {
    error: specialPageMessages.bannerAlt,
    path: ["alt"],
  });

const homeContentSchema = z.object({
  hero_title: requiredText(specialPageMessages.heroTitle, 200),
  hero_subtitle: optionalText(500),
  content: optionalText(20_000),
  sections: orderedList(homeSectionSchema, 30),
  areas: orderedList(homeAreaSchema, 30),
  banner_settings: bannerSchema,
  favicon_url: webAddressOrEmpty(specialPageMessages.imageUrl),
  og_image_url: webAddressOrEmpty(specialPageMessages.imageUrl),
  twitter_image_url: webAddressOrEmpty(specialPageMessages.imageUrl),
  tracking_tags: trackingTagListSchema,
  tracking_pixel: optionalText(20_000),
});

const aboutContentSchema = z.object({
  hero_title: optionalText(200),
  hero_subtitle: optionalText(500),
  main_content: optionalText(20_000),
  mission: optionalText(5000),
  vision: optionalText(5000),
  values: optionalText(5000),
  sections: z
    .array(z.object({ id: itemId, title: sectionTitle, text: sectionText, image_url: webAddressOrEmpty(specialPageMessages.imageUrl) }))
    .max(30, "Use no máximo 30 seções"),
  gallery: z
    .array(
      z.object({
        id: itemId,
        url: z.string({ error: specialPageMessages.imageUrl }).trim().max(2000).refine(isWebAddress, specialPageMessages.imageUrl),
        alt: optionalText(300),
      }),
    )
    .max(60, "Use no máximo 60 imagens"),
  youtube_url: z
    .string()
    .trim()
    .max(500, maxLengthMessage(500))
    .refine((value) => value === "" || youtubeVideoId(value) !== undefined, specialPageMessages.youtubeUrl),
  certificate_url: webAddressOrEmpty(specialPageMessages.certificateUrl),
});

export const homePageSchema = z.object({ ...pageFields, content: homeContentSchema });
export const aboutPageSchema = z.object({ ...pageFields, content: aboutContentSchema });

export type HomePageForm = z.input<typeof homePageSchema>;
export type AboutPageForm = z.input<typeof aboutPageSchema>;
export type HomeAreaForm = HomePageForm["content"]["areas"][number];
export type HomeSectionForm = HomePageForm["content"]["sections"][number];
export type AboutSectionForm = AboutPageForm["content"]["sections"][number];
export type AboutGalleryImageForm = AboutPageForm["content"]["gallery"][number];
