import { z } from "~/lib/zod";
import { pageTypes } from "~/db/schema";
import { trackingTagListSchema } from "~/features/tracking";
import { publishAtField, scheduledDraftOnly } from "~/lib/form-rules";
import { formatPriceInput, maxPriceCents, parsePrice } from "~/lib/money";
import { slugify } from "~/lib/text";

/** A page's address part: derived from the title, and manual edits normalised the same way. */
export const pageSlug = slugify;

const text = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} pode ter até ${max.toLocaleString("pt-BR")} caracteres`)
    .default("");

/** An uploaded file's address or a web address. */
const fileUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === "" || value.startsWith("/uploads/") || /^https?:\/\/\S+$/.test(value), message)
    .default("");

const sectionSchema = z.object({
  title: z.string().trim().min(1, "Título da seção é obrigatório").max(200, "Título da seção pode ter até 200 caracteres"),
  text: z.string().trim().min(1, "Texto da seção é obrigatório").max(10_000, "Texto da seção pode ter até 10.000 caracteres"),
});

const galleryImageSchema = z.object({
  url: z
    .string()
    .trim()
    .refine((value) => value.startsWith("/uploads/") || /^https?:\/\/\S+$/.test(value), "URL da imagem deve ser válida"),
  alt: z.string().trim().max(200, "Texto alternativo pode ter até 200 caracteres"),
});

export const priceMessages = {
  invalid: "Preço inválido. Use o formato 1.234,56",
  zero: "O preço deve ser maior que zero. Deixe vazio para mostrar 'Preço sob consulta'",
  tooHigh: "O preço pode ser de até R$ 99.999.999,99",
} as const;

/**
 * The optional price of a product (decision 248): typed in pt-BR, kept as whole centavos, null
 * when empty. A saved revision holds the centavos, read back as the editor shows them.
 */
const priceField = z.preprocess(
  (value) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? formatPriceInput(value) : (value ?? "")),
  z
    .string({ error: priceMessages.invalid })
    .trim()
    .transform((text, context) => {
      if (text === "") return null;
      const cents = parsePrice(text);
      const message =
        cents === undefined ? priceMessages.invalid : cents === 0 ? priceMessages.zero : cents > maxPriceCents ? priceMessages.tooHigh : "";
      if (!message) return cents!;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
);

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/**
 * The page form, checked in the browser and again by the
 * server. Items left completely empty are dropped; half-filled ones get their message.
 */
export const pageFormSchema = z
  .object({
    title: z.string({ error: "Título é obrigatório" }).trim().min(1, "Título é obrigatório").max(200, "Título pode ter até 200 caracteres"),
    slug: z
      .string({ error: "Slug é obrigatório" })
      .transform((value) => pageSlug(value))
      .pipe(z.string().min(1, "Slug é obrigatório").max(200, "Slug pode ter até 200 caracteres")),
    page_type: z.enum(pageTypes, { error: "Tipo de página é obrigatório" }),
    published: z.boolean().default(true),
    publish_at: publishAtField,
    content: z.object({
      image_url: fileUrl("URL da imagem deve ser válida"),
      catalog_url: fileUrl("URL do catálogo deve ser válida"),
      introduction: text(2_000, "A introdução"),
      description: text(20_000, "A descrição"),
      sections: z
        .array(z.object({ title: z.string().default(""), text: z.string().default("") }))
        .max(50, "Use até 50 seções")
        .default([])
        .transform((items) => items.filter((item) => !(isBlank(item.title) && isBlank(item.text))))
        .pipe(z.array(sectionSchema)),
      gallery_images: z
        .array(z.object({ url: z.string().default(""), alt: z.string().default("") }))
        .max(40, "Use até 40 imagens na galeria")
        .default([])
        .transform((items) => items.filter((item) => !isBlank(item.url)))
        .pipe(z.array(galleryImageSchema)),
      price_cents: priceField,
    }),
    meta_title: text(200, "O meta título"),
    meta_description: text(500, "A meta descrição"),
    meta_keywords: text(1_000, "As palavras-chave"),
    tracking_tags: trackingTagListSchema.default([]),
    tracking_pixel: text(20_000, "O pixel"),
  })
  .superRefine(scheduledDraftOnly("Para agendar, desligue 'Página publicada': a página fica como rascunho até a data."))
  // A service has no price field: one typed while the page was a product goes with the type.
  .transform((form) => (form.page_type === "servico" ? { ...form, content: { ...form.content, price_cents: null } } : form));

export type PageForm = z.output<typeof pageFormSchema>;

export const pageMessages = {
  requiredForCreate: "Título, slug e tipo de página são obrigatórios",
  duplicateSlug: "Já existe uma página com este slug",
  notFound: "A página que você está tentando editar não foi encontrada.",
} as const;
