import { Link } from "react-router";
import { ResponsiveImage } from "~/ui/responsive-image";
import { canonicalPath, pageTypeInfo } from "../page-types";
import type { PageCardView } from "../card-view";

/** The card's widest display: a phone of up to 430 px at 3 device pixels per px. */
const cardImageMaxWidth = 1280;
/** Its narrowest: half of a 640 px screen, where a 640 px image is sharp at 2 device pixels per px. */
const cardImageMinWidth = 640;

export function PageCard({ page, headingLevel = 3 }: { page: PageCardView; headingLevel?: 2 | 3 }) {
  const href = canonicalPath(page.pageType, page.slug);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group page-card">
      {/* The title's link discovers the route; its two twins need not announce it again. */}
      <Link to={href} tabIndex={-1} aria-hidden className="page-card-media" discover="none">
        <ResponsiveImage
          src={page.imageUrl}
          alt=""
          width={600}
          height={400}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          widths={{ min: cardImageMinWidth, max: cardImageMaxWidth }}
          sourceWidth={page.imageWidth}
          className="page-card-image"
        />
      </Link>
      <div className="page-card-body">
        <span className="page-card-badge">{pageTypeInfo[page.pageType].badge}</span>
        <Heading className="page-card-title">
          <Link to={href}>{page.title}</Link>
        </Heading>
        <p className="page-card-text">{page.introduction}</p>
        <Link to={href} className="arrow-link page-card-more" aria-label={`Saiba mais sobre ${page.title}`} discover="none">
          Saiba mais
        </Link>
      </div>
    </article>
  );
}
