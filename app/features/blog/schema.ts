import { z } from "~/lib/zod";
import { publishAtField, scheduledDraftOnly } from "~/lib/form-rules";
import { postSlug } from "./slug";

const postLimits = { title: 200, slug: 200, excerpt: 500, content: 100_000, imageUrl: 2048 } as const;

export const postMessages = {
  titleRequired: "O título é obrigatório.",
  slugRequired: "O slug é obrigatório.",
  contentRequired: "O conteúdo é obrigatório.",
  titleTooLong: "O título pode ter até 200 caracteres.",
  slugTooLong: "O slug pode ter até 200 caracteres.",
  excerptTooLong: "O resumo pode ter até 500 caracteres.",
  contentTooLong: "O conteúdo pode ter até 100.000 caracteres.",
  imageInvalid: "URL da imagem deve ser válida",
  excerptInvalid: "O resumo deve ser um texto.",
  publishedInvalid: "Informe se o post está publicado.",
  invalidRequest: "Dados do post inválidos.",
  slugTaken: "Já existe um post com este slug",
  notFound: "Post não encontrado ou não existe.",
  scheduledDraftOnly: "Para agendar, desligue 'Publicar post': o post fica como rascunho até a data.",
} as const;

/** An uploaded file of this site ("/uploads/…") or a web address. */
function isImageAddress(value: string) {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** Empty optional texts are stored as null. */
const optionalText = (schema: z.ZodString) => schema.nullish().transform((value) => (value ? value : null));

const fieldsShape = {
  title: z
    .string({ error: postMessages.titleRequired })
    .trim()
    .min(1, postMessages.titleRequired)
    .max(postLimits.title, postMessages.titleTooLong),
  slug: z
    .string({ error: postMessages.slugRequired })
    .transform(postSlug)
    .pipe(z.string().min(1, postMessages.slugRequired).max(postLimits.slug, postMessages.slugTooLong)),
  excerpt: optionalText(z.string({ error: postMessages.excerptInvalid }).trim().max(postLimits.excerpt, postMessages.excerptTooLong)),
  featuredImageUrl: optionalText(
    z
      .string({ error: postMessages.imageInvalid })
      .trim()
      .max(postLimits.imageUrl, postMessages.imageInvalid)
      .refine((value) => value === "" || isImageAddress(value), postMessages.imageInvalid),
  ),
  published: z.boolean({ error: postMessages.publishedInvalid }).default(false),
  publish_at: publishAtField,
  content: z
    .string({ error: postMessages.contentRequired })
    .trim()
    .min(1, postMessages.contentRequired)
    .max(postLimits.content, postMessages.contentTooLong),
};

/** While the slug is empty it follows the title, in the editor and on the server alike. */
function slugFromTitleWhenEmpty(input: unknown) {
  if (typeof input !== "object" || input === null) return input;
  const { title, slug } = input as { title?: unknown; slug?: unknown };
  const empty = slug === undefined || slug === null || (typeof slug === "string" && slug.trim() === "");
  return empty && typeof title === "string" ? { ...input, slug: title } : input;
}

/** The post form, checked in the editor and again by the service. */
export const postSchema = z.preprocess(
  slugFromTitleWhenEmpty,
  z.object(fieldsShape, { error: postMessages.invalidRequest }).superRefine(scheduledDraftOnly(postMessages.scheduledDraftOnly)),
);

export type PostForm = z.output<typeof postSchema>;

export const postUpdateSchema = z.preprocess(
  slugFromTitleWhenEmpty,
  z
    .object({ ...fieldsShape, id: z.uuid({ error: postMessages.notFound }) }, { error: postMessages.invalidRequest })
    .superRefine(scheduledDraftOnly(postMessages.scheduledDraftOnly)),
);

export const postDeleteSchema = z.object({ id: z.uuid({ error: postMessages.notFound }) }, { error: postMessages.invalidRequest });
