import { Icon } from "~/ui/icons/icon";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { PageContent } from "~/db/content-types";
import type { PageType } from "~/db/schema";
import { useLeadCapture } from "~/features/contact";
import type { LibraryDetailsByUrl } from "~/lib/library-image";
import { formatPrice } from "~/lib/money";
import { buttonClass } from "~/ui/button-class";
import { canonicalPath, pageTypeInfo } from "../page-types";
import { PageGallery } from "./page-gallery";

/** What the public view of a catalogue page shows. */
export type CataloguePageContent = { title: string; slug: string; pageType: PageType; content: PageContent };

function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(fallback))}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <Icon name="ArrowLeft" className="size-4" />
      Voltar
    </button>
  );
}

/** A product's price, or that it is given on request (decision 248). */
function PriceLine({ cents }: { cents: number | null | undefined }) {
  return cents ? (
    <p className="mt-4 text-2xl font-bold text-steel-900">
      <span className="sr-only">Preço: </span>
      {formatPrice(cents)}
    </p>
  ) : (
    <p className="mt-4 text-lg font-semibold text-steel-800">Preço sob consulta</p>
  );
}

/** A catalogue page as visitors see it: gallery, texts, technical sections and the quote button. */
export function CataloguePageView({ page, library }: { page: CataloguePageContent; library: LibraryDetailsByUrl }) {
  const info = pageTypeInfo[page.pageType];
  const { content } = page;
  const path = canonicalPath(page.pageType, page.slug);
  const { openForPage, setCurrentPage } = useLeadCapture();
  useEffect(() => {
    setCurrentPage({ title: page.title, path });
    return () => setCurrentPage(null);
  }, [page.title, path, setCurrentPage]);
  const inDevelopment = !content.description.trim() && content.sections.length === 0;
  const contactLink = `/contato?assunto=${encodeURIComponent(page.title)}`;
  return (
    <article className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Trilha de navegação" className="flex flex-wrap items-center justify-between gap-3">
        <BackButton fallback={info.listPath} />
        <ol className="flex flex-wrap items-center gap-1 text-sm text-steel-600">
          <li>
            <Link to="/" className="hover:text-brand-700">
              Início
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to={info.listPath} className="hover:text-brand-700">
              {info.listTitle}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-steel-800">
            {page.title}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <PageGallery title={page.title} mainImage={content.image_url} gallery={content.gallery_images} library={library} />
        <div>
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{info.badge}</span>
          <h1 className="mt-3 text-3xl font-bold text-steel-900 sm:text-4xl">{page.title}</h1>
          {content.introduction ? <p className="mt-4 text-lg leading-relaxed text-steel-700">{content.introduction}</p> : null}
          {page.pageType === "servico" ? null : <PriceLine cents={content.price_cents} />}
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              className={buttonClass({ size: "lg", variant: "accent" })}
              to={contactLink}
              onClick={(event) => {
                event.preventDefault();
                openForPage({ title: page.title, path });
              }}
            >
              <Icon name="MessageSquare" className="size-5" />
              {page.pageType === "servico" ? "Solicitar Contato" : "Solicitar Orçamento"}
            </Link>
            {content.catalog_url ? (
              <a
                className={buttonClass({ size: "lg", variant: "outline" })}
                href={content.catalog_url}
                download
                target="_blank"
                rel="noreferrer"
              >
                <Icon name="FileDown" className="size-5" />
                Baixar Catálogo (PDF)
              </a>
            ) : null}
          </div>
        </div>
      </div>

      {inDevelopment ? (
        <div className="mt-12 flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <Icon name="Wrench" className="mt-0.5 size-5 shrink-0" />
          <p>
            Esta página está em desenvolvimento. Em breve publicaremos as informações técnicas completas; enquanto isso, fale com a nossa
            equipe.
          </p>
        </div>
      ) : (
        <div className="mt-12 grid gap-10 lg:grid-cols-3">
          {content.description ? (
            <section className="lg:col-span-2" aria-labelledby="descricao">
              <h2 id="descricao" className="text-2xl font-bold text-steel-900">
                Descrição
              </h2>
              <p className="mt-4 leading-relaxed whitespace-pre-line text-steel-700">{content.description}</p>
            </section>
          ) : null}
          {content.sections.length > 0 ? (
            <section aria-labelledby="informacoes-tecnicas" className={content.description ? "" : "lg:col-span-3"}>
              <h2 id="informacoes-tecnicas" className="text-2xl font-bold text-steel-900">
                Informações técnicas
              </h2>
              <dl className="mt-4 space-y-4">
                {content.sections.map((section, index) => (
                  <div key={`${section.title}-${index}`} className="rounded-card border border-steel-200 bg-steel-50 p-4">
                    <dt className="font-semibold text-steel-900">{section.title}</dt>
                    <dd className="mt-1 text-sm leading-relaxed whitespace-pre-line text-steel-700">{section.text}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      )}
    </article>
  );
}
