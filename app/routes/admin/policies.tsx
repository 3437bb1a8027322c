import { EditPolicyDialog, policyUpdateSchema } from "~/features/policies";
import { HistoryLink } from "~/features/revisions";
import { listPolicies, updatePolicy } from "~/features/policies/index.server";
import { formatDateTime } from "~/lib/dates";
import { formAction } from "~/lib/forms/form-action.server";
import { Card } from "~/ui/card";
import type { Route } from "./+types/policies";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";

export const meta: Route.MetaFunction = () => [{ title: "Gerenciar Políticas — Painel Admin" }];

export async function loader() {
  return { policies: await listPolicies() };
}

export const action = ({ request }: Route.ActionArgs) => formAction(request, policyUpdateSchema, (values) => updatePolicy(values));

export default function AdminPolicies({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Gerenciar Políticas</h1>
      <p className="mt-1 text-steel-600">Textos exibidos em /politicas: privacidade, termos de uso e cookies.</p>
      {loaderData.policies.length === 0 ? (
        <p className="mt-8 text-steel-600">Nenhuma política encontrada.</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {loaderData.policies.map((policy) => (
            <li key={policy.id}>
              <Card className="flex h-full flex-col p-5">
                <h2 className="font-semibold text-steel-900">{policy.title}</h2>
                <p className="mt-1 text-xs text-steel-600">Atualizada em {formatDateTime(policy.updatedAt)}</p>
                <p className="mt-3 line-clamp-4 flex-1 text-sm text-steel-700">{policy.content}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <EditPolicyDialog policy={policy} />
                  <HistoryLink subject="policy" id={policy.id} size="sm" />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="Gerenciar Políticas" title="Erro ao carregar políticas" message={message} />}
    />
  );
}
