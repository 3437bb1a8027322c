import { analyticsReport } from "~/features/analytics/index.server";
import { figuresCsv } from "~/features/analytics";
import { readPeriod } from "~/lib/periods";
import type { Route } from "./+types/analytics-export";

/** The analytics tab's figures for the period as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  const period = readPeriod(new URL(request.url).searchParams.get("periodo"));
  const today = new Date().toISOString().slice(0, 10);
  return new Response(figuresCsv(await analyticsReport(period)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="acessos-${period || "todos"}-dias-${today}.csv"`,
      "cache-control": "no-store",
    },
  });
}
