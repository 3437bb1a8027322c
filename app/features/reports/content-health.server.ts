import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { PageContent } from "~/db/content-types";
import { blogPosts, pages, specialPages } from "~/db/schema";
import { imagesInUseWithoutAlt, mediaDetailsOf } from "~/features/media/index.server";

export type Severity = "alta" | "media" | "baixa";

export type HealthItem = { severity: Severity; kind: string; title: string; fix: string; editPath: string };

export type ContentHealth = {
  issues: HealthItem[];
  improvements: HealthItem[];
  /** Problems by severity (the issues tab's counters); improvements are not counted. */
  counts: Record<Severity, number>;
};

const shortMetaDescription = 50;
const severityOrder: Severity[] = ["alta", "media", "baixa"];
const metaFix = "Escreva uma meta descrição de 120 a 160 caracteres na seção SEO do editor.";

type SeoFields = { metaDescription: string; metaKeywords: string };

function seoSuggestions(label: string, page: SeoFields, editPath: string): HealthItem[] {
  const items: HealthItem[] = [];
  const description = page.metaDescription.trim();
  if (description && description.length < shortMetaDescription) {
    items.push({
      severity: "baixa",
      kind: "meta_description_short",
      title: `${label} com meta descrição curta (${description.length} caracteres)`,
      fix: "Amplie a meta descrição para 120 a 160 caracteres, citando o produto e onde ele é aplicado.",
      editPath,
    });
  }
  if (!page.metaKeywords.trim()) {
    items.push({
      severity: "baixa",
      kind: "keywords_missing",
      title: `${label} sem palavras-chave`,
      fix: "Adicione de 3 a 6 palavras-chave na seção SEO do editor, com os termos que o cliente procura.",
      editPath,
    });
  }
  return items;
}

/** The stored content checked for real problems and suggestions (docs/product/reports.md). */
export async function getContentHealth(): Promise<ContentHealth> {
  const [pageRows, postRows, specialRows, unlabelled] = await Promise.all([
    db()
      .select({
        id: pages.id,
        title: pages.title,
        content: pages.content,
        metaDescription: pages.metaDescription,
        metaKeywords: pages.metaKeywords,
        published: pages.published,
      })
      .from(pages)
      .orderBy(asc(pages.slug)),
    db()
      .select({
        title: blogPosts.title,
        slug: blogPosts.slug,
        excerpt: blogPosts.excerpt,
        featuredImageUrl: blogPosts.featuredImageUrl,
        published: blogPosts.published,
      })
      .from(blogPosts)
      .orderBy(asc(blogPosts.slug)),
    db()
      .select({
        pageKey: specialPages.pageKey,
        title: specialPages.title,
        metaDescription: specialPages.metaDescription,
        metaKeywords: specialPages.metaKeywords,
      })
      .from(specialPages)
      .orderBy(asc(specialPages.pageKey)),
    imagesInUseWithoutAlt(),
  ]);
  // A library image's own alt text is checked once, below, not on every page that shows it.
  const library = await mediaDetailsOf(pageRows.flatMap((page) => (page.content?.gallery_images ?? []).map((image) => image.url)));

  // Sorted here, not by the database, so the order is the same under any collation.
  const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title, "pt-BR");
  pageRows.sort(byTitle);
  postRows.sort(byTitle);
  const issues: HealthItem[] = [];
  const improvements: HealthItem[] = [];
  const published = pageRows.filter((page) => page.published);
  const titleUses = new Map<string, number>();
  for (const page of published) {
    const key = page.title.trim().toLowerCase();
    titleUses.set(key, (titleUses.get(key) ?? 0) + 1);
  }

  for (const page of pageRows) {
    const label = `Página '${page.title}'`;
    const editPath = `/admin/pages/edit/${page.id}`;
    const issue = (severity: Severity, kind: string, title: string, fix: string) => issues.push({ severity, kind, title, fix, editPath });
    if (!page.published) {
      issue(
        "baixa",
        "page_unpublished",
        `${label} não publicada`,
        "Publique a página quando estiver pronta, ou exclua-a se não for mais usada.",
      );
      continue;
    }
    const content: Partial<PageContent> = page.content ?? {};
    if (!page.metaDescription.trim()) issue("alta", "meta_description_missing", `${label} sem meta descrição`, metaFix);
    if ((titleUses.get(page.title.trim().toLowerCase()) ?? 0) > 1) {
      issue(
        "alta",
        "duplicate_title",
        `${label} tem o mesmo título de outra página publicada`,
        "Dê a cada página um título único, com o modelo ou a aplicação do produto, para o Google não confundir as duas.",
      );
    }
    if (!content.image_url?.trim()) {
      issue("media", "image_missing", `${label} sem imagem principal`, "Envie uma foto do produto no campo Imagem principal do editor.");
    }
    const withoutAlt = (content.gallery_images ?? []).filter(
      (image) => image.url?.trim() && !image.alt?.trim() && !library[image.url],
    ).length;
    if (withoutAlt > 0) {
      const images = withoutAlt === 1 ? "1 imagem da galeria" : `${withoutAlt} imagens da galeria`;
      issue(
        "media",
        "image_alt_missing",
        `${label} com ${images} sem texto alternativo`,
        "Descreva cada imagem da galeria no campo de texto alternativo, por exemplo 'Grade magnética instalada em funil'.",
      );
    }
    if (!content.catalog_url?.trim()) {
      improvements.push({
        severity: "baixa",
        kind: "catalog_missing",
        title: `${label} sem catálogo em PDF`,
        fix: "Envie o catálogo em PDF e informe o link no editor, para o visitante baixar a ficha técnica.",
        editPath,
      });
    }
    improvements.push(...seoSuggestions(label, page, editPath));
  }

  for (const post of postRows) {
    const label = `Post '${post.title}'`;
    const editPath = `/admin/blog/${post.slug}/edit`;
    if (!post.published) {
      issues.push({
        severity: "baixa",
        kind: "post_draft",
        title: `${label} em rascunho`,
        fix: "Revise e publique o post, ou exclua o rascunho se não for mais usado.",
        editPath,
      });
      continue;
    }
    if (!post.excerpt?.trim()) {
      issues.push({
        severity: "media",
        kind: "excerpt_missing",
        title: `${label} sem resumo`,
        fix: "Escreva um resumo de uma ou duas frases: ele aparece na lista do blog e nas buscas.",
        editPath,
      });
    }
    if (!post.featuredImageUrl?.trim()) {
      issues.push({
        severity: "media",
        kind: "featured_image_missing",
        title: `${label} sem imagem de destaque`,
        fix: "Escolha uma imagem de destaque: ela aparece na lista do blog e ao compartilhar o post.",
        editPath,
      });
    }
  }

  for (const special of specialRows) {
    const label = special.pageKey === "home" ? "Página inicial" : `Página '${special.title}'`;
    const editPath = special.pageKey === "home" ? "/admin/home-page" : "/admin/about-page";
    if (!special.metaDescription.trim()) {
      issues.push({ severity: "alta", kind: "meta_description_missing", title: `${label} sem meta descrição`, fix: metaFix, editPath });
    }
    improvements.push(...seoSuggestions(label, special, editPath));
  }

  for (const image of unlabelled) {
    issues.push({
      severity: "media",
      kind: "library_image_alt_missing",
      title: `Imagem '${image.originalName}' sem texto alternativo (usada em: ${image.usages.map((usage) => usage.label).join(", ")})`,
      fix: "Em Mídia, escreva o texto alternativo da imagem: ele aparece em todas as páginas que a mostram.",
      editPath: "/admin/media",
    });
  }

  const bySeverity = (a: HealthItem, b: HealthItem) => severityOrder.indexOf(a.severity) - severityOrder.indexOf(b.severity);
  issues.sort(bySeverity);
  improvements.sort(bySeverity);
  const counts = { alta: 0, media: 0, baixa: 0 };
  for (const item of issues) counts[item.severity] += 1;
  return { issues, improvements, counts };
}
