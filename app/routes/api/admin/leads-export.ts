import { leadsCsv, readLeadFilters } from "~/features/leads";
import { listFilteredLeads } from "~/features/leads/index.server";
import type { Route } from "./+types/leads-export";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readLeadFilters(new URL(request.url).searchParams);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(await listFilteredLeads(filters)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${today}.csv"`,
      "cache-control": "no-store",
    },
  });
}
