import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { truncateAtWord } from "~/lib/text";
import { ResponsiveImage } from "~/ui/responsive-image";
import { canonicalPath, pageTypeInfo } from "../page-types";
import type { CatalogueCard } from "../queries.server";

export const homeIntroLength = 240;

export function PageCard({ page, headingLevel = 3 }: { page: CatalogueCard; headingLevel?: 2 | 3 }) {
  const href = canonicalPath(page.pageType, page.slug);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex flex-col overflow-hidden rounded-card border border-steel-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden className="block overflow-hidden">
        <ResponsiveImage
          src={page.imageUrl}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <span className="mb-2 w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {pageTypeInfo[page.pageType].badge}
        </span>
        <Heading className="text-lg font-semibold text-steel-900">
          <Link to={href} className="hover:text-brand-700">
            {page.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-steel-600">
          {truncateAtWord(page.introduction, homeIntroLength)}
        </p>
        <Link
          to={href}
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
          aria-label={`Saiba mais sobre ${page.title}`}
        >
          Saiba mais
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
