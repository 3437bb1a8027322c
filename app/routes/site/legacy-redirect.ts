import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";

const legacyBases: Record<string, string> = { imas: "/produtos", "equipamentos-servicos": "/servicos" };

/** The old addresses (/imas, /equipamentos-servicos) answer with a permanent redirect (308) to the canonical ones. */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const base = legacyBases[url.pathname.split("/")[1] ?? ""] ?? "/produtos";
  const target = params.slug ? `${base}/${encodeURIComponent(params.slug)}` : base;
  return redirect(`${target}${url.search}`, 308);
}
