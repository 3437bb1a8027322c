import { data, Link } from "react-router";
import { postHistory } from "~/features/blog/index.server";
import { pageHistory } from "~/features/catalogue/index.server";
import { policyHistory } from "~/features/policies/index.server";
import { RevisionHistory } from "~/features/revisions";
import { revisionHistory, type HistorySubject } from "~/features/revisions/index.server";
import { specialPageHistory } from "~/features/special-pages/index.server";
import { readFormData } from "~/lib/forms/form-action.server";
import { GeneralErrorBoundary, type RouteErrorDetails } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/history";

const subjects = { page: pageHistory, post: postHistory, policy: policyHistory, special: specialPageHistory } as const;

const notFound = "O item deste histórico não foi encontrado.";

async function itemOf(params: Route.LoaderArgs["params"]) {
  const subject = Object.hasOwn(subjects, params.subject) ? (params.subject as keyof typeof subjects) : undefined;
  const history: HistorySubject | undefined = subject ? subjects[subject] : undefined;
  const item = await history?.describe(params.id);
  if (!subject || !history || !item) throw data({ message: notFound }, { status: 404 });
  return { subject, history, item };
}

export async function loader({ params }: Route.LoaderArgs) {
  const { subject, item } = await itemOf(params);
  return { ...item, entries: await revisionHistory({ subject, subjectId: params.id }) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Histórico: ${data?.title ?? ""} — Painel Admin` }];

export async function action({ request, params }: Route.ActionArgs) {
  const { history } = await itemOf(params);
  const form = await readFormData(request);
  const restored = await history.restore(params.id, { revision: form.get("revision") });
  return data(restored, { status: restored.ok ? 200 : restored.status });
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  return <RevisionHistory title={loaderData.title} editorPath={loaderData.editorPath} entries={loaderData.entries} answer={actionData} />;
}

export function ErrorBoundary() {
  const screen = ({ message }: RouteErrorDetails) => (
    <>
      <title>Erro — Painel Admin</title>
      <LoadError
        title="Erro"
        message={message ?? notFound}
        action={
          <Link to="/admin" className="mt-4 inline-block font-medium text-brand-800 underline">
            Voltar para o painel
          </Link>
        }
      />
    </>
  );
  return <GeneralErrorBoundary statusHandlers={{ 404: screen }} unexpected={screen} />;
}
