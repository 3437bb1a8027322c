import { data, useNavigate } from "react-router";
import { toast } from "sonner";
import { staffContext } from "~/features/auth/session.server";
import { emptyPage, PageEditor } from "~/features/catalogue/components/page-editor";
import { createPage } from "~/features/catalogue/page-service.server";
import { canonicalPath } from "~/features/catalogue/page-types";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import type { Route } from "./+types/page-new";

export const meta: Route.MetaFunction = () => [{ title: "Criar Nova Página — Painel Admin" }];

export async function action({ request, context }: Route.ActionArgs) {
  const result = await createPage(await readJson(request), context.get(staffContext)?.id ?? null);
  if (!result.ok) return data(result, { status: result.status });
  return result;
}

const returnDelayMs = 1500;

export default function NewPage() {
  const navigate = useNavigate();
  const { submit } = useJsonAction<typeof action>();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-steel-900">Criar Nova Página</h1>
      <PageEditor
        mode="create"
        initial={emptyPage()}
        onSave={async (values) => {
          const result = await submit(values);
          if (!result.ok) {
            toast.error("Erro ao criar a página", { description: result.message || "Verifique os dados e tente novamente." });
            return result;
          }
          const path = canonicalPath(result.pageType, result.slug);
          toast.success("Página criada com sucesso!", {
            description: path,
            action: { label: "Visualizar", onClick: () => window.open(path, "_blank", "noopener") },
          });
          setTimeout(() => navigate("/admin/pages"), returnDelayMs);
          return result;
        }}
      />
    </div>
  );
}
