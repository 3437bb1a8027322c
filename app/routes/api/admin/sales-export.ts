import { readSalesPeriod, salesCsv } from "~/features/reports";
import { loadSalesReport } from "~/features/reports/index.server";
import type { Route } from "./+types/sales-export";

/** The sales tab's figures for the period as a spreadsheet. */
export async function loader({ request }: Route.LoaderArgs) {
  const { period } = readSalesPeriod(new URL(request.url).searchParams);
  return new Response(salesCsv(await loadSalesReport(period)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="vendas-${period.from}-a-${period.to}.csv"`,
      "cache-control": "no-store",
    },
  });
}
