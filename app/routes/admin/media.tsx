import { useRevalidator, useSearchParams } from "react-router";
import { toast } from "sonner";
import { libraryUploadTypes, MediaCard, MediaFiltersForm, mediaListSizes } from "~/features/media";
import { mediaAction, pageOfMedia } from "~/features/media/index.server";
import { UploadButton } from "~/features/uploads";
import { listPagingHref } from "~/lib/list-paging";
import { countOf } from "~/lib/plural";
import { useJsonAction } from "~/lib/use-json-action";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { ListPager } from "~/ui/list-pager";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Mídia — Painel Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  return pageOfMedia(new URL(request.url).searchParams);
}

export const action = ({ request }: Route.ActionArgs) => mediaAction(request);

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { filters, list, withoutAlt } = loaderData;
  const files = list.rows;
  const [searchParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  const { submit, busy } = useJsonAction<typeof action>();
  async function remove(name: string) {
    const result = await submit({ intent: "delete", name });
    if (result.ok) toast.success("Arquivo excluído com sucesso!");
    else toast.error("Erro ao excluir arquivo", { description: result.message });
  }
  const filtered = filters.q !== "" || filters.kind !== null;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold text-steel-900">Mídia</h1>
          <p className="mt-1 text-steel-600">
            Todos os arquivos enviados: escolha-os nos campos de imagem dos editores. Um arquivo em uso não pode ser excluído.
          </p>
        </div>
        <UploadButton label="Enviar arquivo" accept={libraryUploadTypes} onUploaded={() => void revalidate()} />
      </div>
      {withoutAlt > 0 ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {withoutAlt === 1 ? "1 imagem está sem texto alternativo." : `${withoutAlt} imagens estão sem texto alternativo.`}
        </p>
      ) : null}
      <Card className="mt-6 p-4">
        <MediaFiltersForm key={searchParams.toString()} filters={filters} />
      </Card>
      <p role="status" className="mt-4 text-sm text-steel-600">
        {countOf(list.total, "arquivo", "arquivos")}
      </p>
      {files.length === 0 ? (
        <Card className="mt-2 p-10 text-center">
          {filtered ? (
            <p className="text-lg text-steel-800">Nenhum arquivo encontrado com estes filtros</p>
          ) : (
            <>
              <p className="text-lg text-steel-800">Nenhum arquivo enviado ainda</p>
              <p className="mt-1 text-steel-600">Envie um arquivo aqui ou nos campos de imagem dos editores.</p>
            </>
          )}
        </Card>
      ) : (
        <ul aria-label="Arquivos da biblioteca" className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {files.map((file) => (
            <li key={file.name}>
              <MediaCard file={file} onDelete={() => void remove(file.name)} busy={busy} />
            </li>
          ))}
        </ul>
      )}
      <ListPager
        {...list}
        sizes={mediaListSizes}
        hrefFor={(paging) => listPagingHref("/admin/media", searchParams, paging, mediaListSizes)}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpected={() => <LoadError heading="Mídia" title="Erro ao carregar a biblioteca de mídia" />} />;
}
