import { count } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { PageContent } from "~/db/content-types";
import { blogPosts, pages, policies, siteSettings, specialPages } from "~/db/schema";
import { descriptionLength } from "~/features/seo";
import { fileStorage, type FileStorage } from "~/features/uploads/index.server";
import { truncateAtWord } from "~/lib/text";
import { sampleCatalogue, type SamplePage } from "./sample-catalogue";
import { sampleAboutContent, sampleHomeContent, sampleLogoName, samplePolicies, samplePosts, sampleSettings } from "./sample-content";
import { ensureIllustration, ensureSampleLogo, ensureSamplePdf } from "./sample-files.server";

const dayMs = 24 * 60 * 60 * 1000;

async function pageContent(storage: FileStorage, page: SamplePage, variant: number): Promise<PageContent> {
  const [imageUrl, second, third, catalogUrl] = await Promise.all([
    ensureIllustration(storage, `amostra-${page.slug}.webp`, page.shape, variant),
    ensureIllustration(storage, `amostra-${page.slug}-2.webp`, page.shape, variant + 1),
    ensureIllustration(storage, `amostra-${page.slug}-3.webp`, page.shape, variant + 2),
    ensureSamplePdf(storage, `amostra-${page.slug}-catalogo.pdf`, {
      title: page.title,
      subtitle: "Catálogo técnico — conteúdo de exemplo",
      shape: page.shape,
      blocks: [
        { text: page.introduction },
        { heading: "Aplicações", text: page.applications },
        { heading: "Especificações técnicas", text: page.specifications },
        { heading: "Diferenciais", text: page.advantages },
      ],
    }),
  ]);
  return {
    image_url: imageUrl,
    catalog_url: catalogUrl,
    introduction: page.introduction,
    description: page.description,
    sections: [
      { title: "Aplicações", text: page.applications },
      { title: "Especificações técnicas", text: page.specifications },
      { title: "Diferenciais", text: page.advantages },
    ],
    gallery_images: [
      { url: imageUrl, alt: `${page.title} — vista principal (imagem ilustrativa)` },
      { url: second, alt: `${page.title} — detalhe (imagem ilustrativa)` },
      { url: third, alt: `${page.title} — aplicação (imagem ilustrativa)` },
    ],
    ...(page.priceCents ? { price_cents: page.priceCents } : {}),
  };
}

async function seedCatalogue(storage: FileStorage, now: number) {
  for (const [index, page] of sampleCatalogue.entries()) {
    const content = await pageContent(storage, page, index);
    await db()
      .insert(pages)
      .values({
        title: page.title,
        slug: page.slug,
        pageType: page.pageType,
        content,
        metaTitle: `${page.title} | Magnasul`,
        metaDescription: truncateAtWord(page.introduction, descriptionLength),
        metaKeywords: page.keywords,
        published: page.published ?? true,
        createdAt: new Date(now - index * dayMs),
        updatedAt: new Date(now - index * dayMs),
      })
      .onConflictDoNothing({ target: pages.slug });
  }
}

async function seedSpecialPages(storage: FileStorage) {
  const [banner, sectionA, sectionB, galleryA, galleryB, galleryC, certificate] = await Promise.all([
    ensureIllustration(storage, "amostra-banner-inicial.webp", "conveyor", 0, { width: 1920, height: 640 }),
    ensureIllustration(storage, "amostra-quem-somos-fabrica.webp", "factory", 0),
    ensureIllustration(storage, "amostra-quem-somos-laboratorio.webp", "gauge", 2),
    ensureIllustration(storage, "amostra-quem-somos-galeria-1.webp", "factory", 1),
    ensureIllustration(storage, "amostra-quem-somos-galeria-2.webp", "drum", 2),
    ensureIllustration(storage, "amostra-quem-somos-galeria-3.webp", "motor", 0),
    ensureSamplePdf(storage, "amostra-certificado-iso-9001.pdf", {
      title: "Certificado ISO 9001 (exemplo)",
      subtitle: "Documento fictício, sem validade, para demonstração do site",
      shape: "factory",
      blocks: [
        {
          text: "Este documento de exemplo representa o certificado do sistema de gestão da qualidade de uma empresa fictícia. Não foi emitido por nenhum organismo certificador.",
        },
      ],
    }),
  ]);
  const home = sampleHomeContent(banner);
  await db()
    .insert(specialPages)
    .values([
      {
        pageKey: "home",
        title: "Página Inicial",
        content: home,
        metaTitle: "Magnasul Separação Magnética — equipamentos e serviços",
        metaDescription: home.hero_subtitle,
        metaKeywords: "separação magnética, ímãs, filtros magnéticos, motores, rotores",
        seoImageUrl: banner,
      },
      {
        pageKey: "about",
        title: "Quem Somos",
        content: sampleAboutContent({
          sectionImages: [sectionA, sectionB],
          gallery: [galleryA, galleryB, galleryC],
          certificateUrl: certificate,
        }),
        metaTitle: "Quem Somos | Magnasul",
        metaDescription: "Conheça a história, a missão e os valores da Magnasul (empresa fictícia de demonstração).",
        metaKeywords: "quem somos, história, ISO 9001",
        seoImageUrl: sectionA,
      },
    ])
    .onConflictDoNothing({ target: specialPages.pageKey });
}

async function seedBlog(storage: FileStorage, now: number) {
  for (const [index, post] of samplePosts.entries()) {
    const image = await ensureIllustration(storage, `amostra-blog-${post.slug}.webp`, post.shape, index);
    const createdAt = new Date(now - post.daysAgo * dayMs);
    await db()
      .insert(blogPosts)
      .values({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        featuredImageUrl: image,
        published: post.published,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: blogPosts.slug });
  }
}

/** Fills the database with the sample content; running it again adds nothing and changes nothing. */
export async function seedSampleContent({ storage = fileStorage(), now = Date.now() }: { storage?: FileStorage; now?: number } = {}) {
  await seedCatalogue(storage, now);
  await seedSpecialPages(storage);
  await seedBlog(storage, now);
  await ensureSampleLogo(storage, sampleLogoName);
  await db().insert(policies).values(samplePolicies).onConflictDoNothing({ target: policies.sectionKey });
  await db()
    .insert(siteSettings)
    .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })))
    .onConflictDoNothing({ target: siteSettings.settingKey });
}

/**
 * The first start seeds an empty database. The special pages always exist once
 * seeded, so a database whose staff deleted every page is not seeded again.
 */
export async function seedIfEmpty(options?: Parameters<typeof seedSampleContent>[0]) {
  const [row] = await db().select({ total: count() }).from(specialPages);
  if ((row?.total ?? 0) > 0) return false;
  await seedSampleContent(options);
  return true;
}
