import { ImportScreen } from "~/features/lead-import";
import { leadImportAction } from "~/features/lead-import/index.server";
import type { Route } from "./+types/leads-import";

export const meta: Route.MetaFunction = () => [{ title: "Importar CSV — Leads — Painel Admin" }];

export const action = ({ request }: Route.ActionArgs) => leadImportAction(request);

export default function LeadsImport({ actionData }: Route.ComponentProps) {
  return <ImportScreen answer={actionData} />;
}
