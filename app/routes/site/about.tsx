import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { data } from "react-router";
import { Lightbox } from "~/ui/lightbox";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { buildMeta, seoContext } from "~/features/seo";
import { YoutubeVideo, youtubeVideoId } from "~/features/special-pages";
import { mediaDetailsOf } from "~/features/media/index.server";
import { getAboutPage } from "~/features/special-pages/index.server";
import { libraryImage } from "~/lib/library-image";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/about";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import { ThumbnailGrid } from "~/ui/thumbnail-grid";

export async function loader() {
  const about = await getAboutPage();
  if (!about) throw data({ message: "Dados da página não encontrados" }, { status: 500 });
  const { content } = about;
  const library = await mediaDetailsOf([
    ...content.sections.map((section) => section.image_url),
    ...content.gallery.map((image) => image.url),
    about.seoImageUrl,
  ]);
  const seoImage = about.seoImageUrl ? library[about.seoImageUrl] : undefined;
  return {
    about: {
      ...content,
      sections: content.sections.map((section) => ({
        ...section,
        image: libraryImage(section.image_url, library, { fallbackAlt: section.title, width: 600, height: 400 }),
      })),
      gallery: content.gallery.map((image) => ({
        ...image,
        alt: libraryImage(image.url, library, { alt: image.alt, fallbackAlt: "", width: 600, height: 400 }).alt,
      })),
      videoId: content.youtube_url ? youtubeVideoId(content.youtube_url) : undefined,
    },
    meta: {
      title: about.metaTitle || content.hero_title,
      description: about.metaDescription,
      keywords: about.metaKeywords,
      image: about.seoImageUrl
        ? { url: about.seoImageUrl, alt: seoImage?.alt || content.hero_title, width: seoImage?.width, height: seoImage?.height }
        : undefined,
    },
  };
}

// The home's tag: without its own SEO image the page is shared with the home's.
export const headers = () => publicCacheHeaders(cacheTags.about, cacheTags.home);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? buildMeta(
        {
          title: data.meta.title || "Quem Somos",
          description: data.meta.description || data.about.hero_subtitle,
          keywords: data.meta.keywords,
          path: "/quem-somos",
          image: data.meta.image,
        },
        seoContext(matches),
      )
    : [{ title: "Quem Somos" }];

export default function About({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const boxes = [
    { title: "Política da Qualidade", text: about.mission, icon: "ShieldCheck" as const },
    { title: "Visão", text: about.vision, icon: "Eye" as const },
    { title: "Valores", text: about.values, icon: "Gem" as const },
  ].filter((box) => box.text.trim());
  const isEmpty =
    !about.main_content.trim() && about.sections.length === 0 && about.gallery.length === 0 && !about.videoId && boxes.length === 0;

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-950 to-brand-800 px-4 py-14 text-white">
        <div className="mx-auto max-w-5xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{about.hero_title || "Quem Somos"}</h1>
          {about.hero_subtitle ? <p className="mt-3 max-w-3xl text-lg text-steel-200">{about.hero_subtitle}</p> : null}
        </div>
      </section>

      {isEmpty ? (
        <p className="mx-auto max-w-3xl px-4 py-20 text-center text-lg text-steel-600">Em breve, mais informações sobre a nossa empresa.</p>
      ) : (
        <div className="mx-auto max-w-5xl space-y-16 px-4 py-12">
          {about.main_content ? <p className="text-lg leading-relaxed whitespace-pre-line text-steel-700">{about.main_content}</p> : null}

          {about.sections.map((section, index) => (
            <section key={section.id} className="grid items-center gap-8 md:grid-cols-2">
              {section.image_url ? (
                <ResponsiveImage
                  src={section.image_url}
                  {...section.image}
                  sizes="(min-width: 768px) 480px, 100vw"
                  className={`aspect-[3/2] w-full rounded-card object-cover ${index % 2 ? "md:order-2" : ""}`}
                />
              ) : null}
              <div className={section.image_url ? "" : "md:col-span-2"}>
                <h2 className="text-2xl font-bold text-steel-900">{section.title}</h2>
                <p className="mt-3 leading-relaxed whitespace-pre-line text-steel-700">{section.text}</p>
              </div>
            </section>
          ))}

          {boxes.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-3">
              {boxes.map((box) => (
                <li key={box.title} className="rounded-card border border-steel-200 bg-steel-50 p-6">
                  <Icon name={box.icon} className="size-8 text-brand-700" />
                  <h2 className="mt-3 text-lg font-semibold text-steel-900">{box.title}</h2>
                  <p className="mt-2 text-sm leading-relaxed text-steel-700">{box.text}</p>
                </li>
              ))}
            </ul>
          ) : null}

          {about.videoId ? (
            <section aria-labelledby="video-title">
              <h2 id="video-title" className="mb-4 text-2xl font-bold text-steel-900">
                Conheça a empresa em vídeo
              </h2>
              <YoutubeVideo videoId={about.videoId} title={`Vídeo institucional — ${about.hero_title}`} />
            </section>
          ) : null}

          {about.gallery.length > 0 ? (
            <section aria-labelledby="galeria-title">
              <h2 id="galeria-title" className="mb-4 text-2xl font-bold text-steel-900">
                Galeria
              </h2>
              <ThumbnailGrid
                images={about.gallery}
                onOpen={setGalleryIndex}
                className="grid-cols-2 gap-4 md:grid-cols-3"
                thumbnail={{ width: 400, height: 267, sizes: "(min-width: 768px) 320px, 50vw" }}
              />
              <Lightbox images={about.gallery} index={galleryIndex} onIndexChange={setGalleryIndex} title="Galeria" />
            </section>
          ) : null}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => (
        <div className="px-4 py-16">
          <title>Quem Somos</title>
          <LoadError title={`Erro ao carregar dados: ${message ?? "Erro desconhecido"}`} />
        </div>
      )}
    />
  );
}
