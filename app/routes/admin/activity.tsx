import { useSearchParams } from "react-router";
import { ActivityFilters, ActivityList } from "~/features/activity";
import { activityPeople, pageOfActivity } from "~/features/activity/index.server";
import { listPagingHref, staffListSizes } from "~/lib/list-paging";
import { countOf } from "~/lib/plural";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ListPager } from "~/ui/list-pager";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: "Atividade — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const [{ filters, rows, ...list }, people] = await Promise.all([pageOfActivity(new URL(request.url).searchParams), activityPeople()]);
  return { filters, rows, list, people };
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { filters, rows, list, people } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Atividade</h1>
      <p className="mt-1 text-steel-600">Quem mudou o quê no painel, e os acessos. Os registros são guardados por um ano.</p>
      <Card className="mt-6 p-4">
        <ActivityFilters people={people} filters={filters} />
      </Card>
      <p role="status" className="mt-4 text-sm text-steel-600">
        {countOf(list.total, "registro", "registros")}
      </p>
      <Card className="mt-2 px-4 py-1">
        <ActivityList items={rows} emptyText="Nenhuma atividade registrada no período." />
      </Card>
      <ListPager
        {...list}
        sizes={staffListSizes}
        hrefFor={(paging) => listPagingHref("/admin/activity", searchParams, paging, staffListSizes)}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={({ message }) => <LoadError heading="Atividade" title="Erro ao carregar a atividade" message={message} />}
    />
  );
}
