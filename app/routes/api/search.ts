import { canonicalPath, pageTypeInfo, searchRules, type SearchSuggestion } from "~/features/catalogue";
import { searchPublished } from "~/features/catalogue/index.server";
import { publicCacheHeaders, cacheTags } from "~/platform/page-cache";
import { apiError } from "~/lib/api-response";
import { truncateAtWord } from "~/lib/text";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const term = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (term.length > 100) return apiError("Busca muito longa", 400, "invalid_search");
  const pages = term.length >= searchRules.minLength ? await searchPublished(term, searchRules.maxResults) : [];
  const results: SearchSuggestion[] = pages.map((page) => ({
    title: page.title,
    url: canonicalPath(page.pageType, page.slug),
    badge: pageTypeInfo[page.pageType].badge,
    description: truncateAtWord(page.introduction, searchRules.descriptionLength),
  }));
  return Response.json({ results }, { headers: publicCacheHeaders(cacheTags.catalogue) });
}
