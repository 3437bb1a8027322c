import { contactRequestsCsv } from "~/features/contact";
import { listContactRequests } from "~/features/contact/index.server";
import type { Route } from "./+types/messages-export";

export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const today = new Date().toISOString().slice(0, 10);
  return new Response(contactRequestsCsv(await listContactRequests(q)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="mensagens-${today}.csv"`,
      "cache-control": "no-store",
    },
  });
}
