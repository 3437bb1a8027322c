import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { toCardView, PageCard, SearchBox, pageTypeInfo } from "~/features/catalogue";
import { listLatestPublished } from "~/features/catalogue/index.server";
import { cacheTags, publicCacheHeaders } from "~/platform/page-cache";
import { withTrackingPixel } from "~/features/tracking";
import { buildMeta, companyBlocks, seoContext } from "~/features/seo";
import { publicAreas, sortByOrder, AreasGrid, HomeSections } from "~/features/special-pages";
import { mediaDetailsOf } from "~/features/media/index.server";
import { getHomePageForVisitors } from "~/features/special-pages/index.server";
import { libraryImage } from "~/lib/library-image";
import { buttonClass } from "~/ui/button-class";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { Route } from "./+types/home";

export async function loader() {
  const [home, produtos, servicos, importados] = await Promise.all([
    getHomePageForVisitors(),
    listLatestPublished("produto"),
    listLatestPublished("servico"),
    listLatestPublished("importado"),
  ]);
  if (!home) throw new Response("Página inicial não encontrada", { status: 500 });
  const library = await mediaDetailsOf([home.content.banner_settings.url]);
  const tags = home.content.tracking_tags ?? [];
  return {
    home: {
      title: home.content.hero_title,
      subtitle: home.content.hero_subtitle,
      content: home.content.content,
      sections: sortByOrder(home.content.sections ?? []),
      banner: {
        ...home.content.banner_settings,
        ...libraryImage(home.content.banner_settings.url, library, {
          alt: home.content.banner_settings.alt,
          fallbackAlt: "",
          width: 1920,
          height: 640,
        }),
      },
      areas: publicAreas(home.content.areas),
      metaTitle: home.metaTitle,
      metaDescription: home.metaDescription,
      metaKeywords: home.metaKeywords,
    },
    lists: { produto: produtos.map(toCardView), servico: servicos.map(toCardView), importado: importados.map(toCardView) },
    trackingTags: withTrackingPixel(tags, home.content.tracking_pixel, "home-pixel"),
  };
}

export const headers = () => publicCacheHeaders(cacheTags.home, cacheTags.catalogue);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? [
        ...buildMeta(
          {
            title: data.home.metaTitle || data.home.title,
            description: data.home.metaDescription || data.home.subtitle,
            keywords: data.home.metaKeywords,
            // The home's own image is the site's sharing image, which buildMeta falls back to.
            path: "/",
          },
          seoContext(matches),
        ),
        ...companyBlocks(matches, { website: true }),
      ]
    : [];

const benefits = [
  { icon: "Magnet" as const, title: "Alta intensidade magnética", text: "Ímãs de neodímio e ferrite dimensionados para cada processo." },
  { icon: "Ruler" as const, title: "Projetos sob medida", text: "Engenharia de aplicação do dimensionamento à instalação." },
  { icon: "Headset" as const, title: "Suporte técnico próximo", text: "Resposta em até 24h e atendimento em todo o Brasil." },
];

const listOrder = ["produto", "servico", "importado"] as const;
const listHeadings = { produto: "Últimos Produtos", servico: "Últimos Serviços", importado: "Últimos Importados" };

export default function Home({ loaderData }: Route.ComponentProps) {
  const { home, lists } = loaderData;
  return (
    <>
      {/* The staff's banner is the hero's backdrop, so the headline, the search and the quote
          button open the page on a phone and on a laptop alike. */}
      <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-steel-900 px-4 pt-8 pb-12 text-white sm:pt-12 sm:pb-16">
        {home.banner.enabled && home.banner.url ? (
          <>
            <ResponsiveImage
              src={home.banner.url}
              alt={home.banner.alt}
              width={home.banner.width}
              height={home.banner.height}
              sizes="100vw"
              sourceWidth={home.banner.sourceWidth}
              priority
              className="absolute inset-0 -z-20 size-full object-cover"
            />
            <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-950/90 via-brand-950/85 to-steel-950/90" />
          </>
        ) : null}
        <div className="mx-auto max-w-5xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{home.title}</h1>
          <p className="mx-auto mt-4 max-w-3xl text-base text-steel-100 sm:text-lg">{home.subtitle}</p>
          <SearchBox className="mx-auto mt-6 max-w-2xl" />
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link className={buttonClass({ size: "lg", variant: "accent" })} to="/contato">
              Solicitar Orçamento
            </Link>
            <Link className={buttonClass({ size: "lg", variant: "inverse" })} to="/produtos">
              Ver Produtos
            </Link>
            <Link className={buttonClass({ size: "lg", variant: "inverse" })} to="/servicos">
              Ver Serviços
            </Link>
          </div>
          <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="benefit">
                <Icon name={benefit.icon} className="size-7 text-accent-400" />
                <h2>{benefit.title}</h2>
                <p>{benefit.text}</p>
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
            <Link to={pageTypeInfo[type].listPath} className="arrow-link shrink-0">
              Ver todos
            </Link>
          </div>
          {lists[type].length === 0 ? (
            <p className="mt-6 text-steel-600">{pageTypeInfo[type].empty}</p>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {lists[type].map((page) => (
                <PageCard key={page.slug} page={page} />
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
          <Link className={buttonClass({ size: "lg", variant: "accent" })} to="/contato">
            Solicitar Orçamento
          </Link>
          <Link className={buttonClass({ size: "lg", variant: "inverse" })} to="/quem-somos">
            Conheça a Empresa
          </Link>
        </div>
      </section>
    </>
  );
}
