import { ArrowRight, Headset, Magnet, Ruler } from "lucide-react";
import { Link } from "react-router";
import { PageCard } from "~/features/catalogue/components/page-card";
import { SearchBox } from "~/features/catalogue/components/search-box";
import { pageTypeInfo } from "~/features/catalogue/page-types";
import { listPublished } from "~/features/catalogue/queries.server";
import { cacheTags, publicCacheHeaders } from "~/features/page-cache/tags";
import { buildMeta } from "~/features/seo/meta";
import { seoContext } from "~/features/seo/seo-context";
import { AreasGrid } from "~/features/special-pages/components/areas-grid";
import { HomeSections } from "~/features/special-pages/components/home-sections";
import { getHomePage } from "~/features/special-pages/queries.server";
import { Button } from "~/ui/button";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/home";

const homeListSize = 6;

export async function loader() {
  const [home, produtos, servicos, importados] = await Promise.all([
    getHomePage(),
    listPublished("produto", homeListSize),
    listPublished("servico", homeListSize),
    listPublished("importado", homeListSize),
  ]);
  if (!home) throw new Response("Página inicial não encontrada", { status: 500 });
  const tags = home.content.tracking_tags ?? [];
  return {
    home: {
      title: home.content.hero_title,
      subtitle: home.content.hero_subtitle,
      content: home.content.content,
      sections: home.content.sections ?? [],
      banner: home.content.banner_settings,
      areas: home.content.areas,
      metaTitle: home.metaTitle,
      metaDescription: home.metaDescription,
      metaKeywords: home.metaKeywords,
      image: home.content.og_image_url || home.seoImageUrl,
    },
    lists: { produto: produtos, servico: servicos, importado: importados },
    trackingTags: home.content.tracking_pixel
      ? [...tags, { id: "home-pixel", name: "Pixel", type: "pixel" as const, content: home.content.tracking_pixel, position: "head" as const, enabled: true }]
      : tags,
  };
}

export const headers = () => publicCacheHeaders(cacheTags.home, cacheTags.catalogue);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? buildMeta(
        {
          title: data.home.metaTitle || data.home.title,
          description: data.home.metaDescription || data.home.subtitle,
          keywords: data.home.metaKeywords,
          path: "/",
          image: data.home.image,
        },
        seoContext(matches),
      )
    : [];

const benefits = [
  { icon: Magnet, title: "Alta intensidade magnética", text: "Ímãs de neodímio e ferrite dimensionados para cada processo." },
  { icon: Ruler, title: "Projetos sob medida", text: "Engenharia de aplicação do dimensionamento à instalação." },
  { icon: Headset, title: "Suporte técnico próximo", text: "Resposta em até 24h e atendimento em todo o Brasil." },
];

const listOrder = ["produto", "servico", "importado"] as const;
const listHeadings = { produto: "Últimos Produtos", servico: "Últimos Serviços", importado: "Últimos Importados" };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, lists } = loaderData;
  return (
    <>
      {home.banner.enabled && home.banner.url ? (
        <div className="bg-steel-950">
          <ResponsiveImage
            src={home.banner.url}
            alt={home.banner.alt}
            width={1920}
            height={640}
            sizes="100vw"
            priority
            className="mx-auto aspect-[3/1] w-full max-w-[1920px] object-cover"
          />
        </div>
      ) : null}

      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-steel-900 px-4 py-16 text-white sm:py-20">
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{home.title}</h1>
          <p className="mx-auto mt-5 max-w-3xl text-lg text-steel-200">{home.subtitle}</p>
          <SearchBox className="mx-auto mt-8 max-w-2xl" />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="inverse">
              <Link to="/produtos">Ver Produtos</Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/servicos">Ver Serviços</Link>
            </Button>
            <Button asChild size="lg" variant="accent">
              <Link to="/contato">Solicitar Orçamento</Link>
            </Button>
          </div>
          <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-card bg-white/10 p-5 ring-1 ring-white/15">
                <benefit.icon aria-hidden className="size-7 text-accent-400" />
                <h2 className="mt-3 font-semibold">{benefit.title}</h2>
                <p className="mt-1 text-sm text-steel-200">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {home.content ? (
        <section className="mx-auto max-w-4xl px-4 pt-14 text-center text-lg leading-relaxed text-steel-700">
          <p>{home.content}</p>
        </section>
      ) : null}

      <HomeSections sections={home.sections} />

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="areas-title">
        <h2 id="areas-title" className="text-center text-2xl font-bold text-steel-900 sm:text-3xl">
          Áreas de Atuação
        </h2>
        <div className="mt-8">
          <AreasGrid areas={home.areas} />
        </div>
      </section>

      {listOrder.map((type) => (
        <section key={type} className="mx-auto max-w-7xl px-4 py-10" aria-labelledby={`lista-${type}`}>
          <div className="flex items-end justify-between gap-4">
            <h2 id={`lista-${type}`} className="text-2xl font-bold text-steel-900">
              {listHeadings[type]}
            </h2>
            <Link
              to={pageTypeInfo[type].listPath}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              Ver todos
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          {lists[type].length === 0 ? (
            <p className="mt-6 text-steel-600">{pageTypeInfo[type].empty}</p>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {lists[type].map((page) => (
                <PageCard key={page.id} page={page} />
              ))}
            </div>
          )}
        </section>
      ))}

      <section className="mt-8 bg-brand-900 px-4 py-16 text-center text-white">
        <h2 className="text-2xl font-bold sm:text-3xl">Precisa proteger sua linha de produção?</h2>
        <p className="mx-auto mt-3 max-w-2xl text-steel-200">
          Fale com a nossa equipe técnica e receba uma recomendação para o seu processo.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="accent">
            <Link to="/contato">Solicitar Orçamento</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/quem-somos">Conheça a Empresa</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
