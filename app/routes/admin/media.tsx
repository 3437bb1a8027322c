import { data } from "react-router";
import { toast } from "sonner";
import { MediaCard, mediaAltSchema, mediaDeleteSchema } from "~/features/media";
import { deleteMedia, listMedia, MediaError, updateMediaAlt } from "~/features/media/index.server";
import { formAction } from "~/lib/forms/form-action.server";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson } from "~/lib/validation";
import { Card } from "~/ui/card";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [{ title: "Mídia — Painel Admin" }];

export async function loader() {
  return { files: await listMedia() };
}

async function removeFile(request: Request) {
  const parsed = mediaDeleteSchema.safeParse(await readJson(request));
  if (!parsed.success) return data({ ok: false as const, message: "Arquivo inválido", usages: [] }, { status: 400 });
  try {
    await deleteMedia(parsed.data.name);
    return { ok: true as const };
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return data({ ok: false as const, message: error.message, usages: error.usages }, { status: error.status });
  }
}

/** A JSON post deletes a file; the alt text form posts as a form, with or without scripts. */
export async function action({ request }: Route.ActionArgs) {
  if (request.headers.get("content-type")?.includes("application/json")) return removeFile(request);
  return formAction(request, mediaAltSchema, async ({ name, alt }) => {
    try {
      await updateMediaAlt(name, alt);
      return { ok: true };
    } catch (error) {
      if (error instanceof MediaError) return { ok: false, status: error.status, message: error.message };
      throw error;
    }
  });
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { files } = loaderData;
  const { submit, busy } = useJsonAction<typeof action>();
  async function remove(name: string) {
    const result = await submit({ intent: "delete", name });
    if (!("ok" in result)) return;
    if (result.ok) toast.success("Arquivo excluído com sucesso!");
    else
      toast.error("Erro ao excluir arquivo", {
        description: [result.message, ...result.usages.map((usage) => usage.label)].join(" "),
      });
  }
  const withoutAlt = files.filter((file) => file.type.startsWith("image/") && !file.alt).length;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">Mídia</h1>
      <p className="mt-1 text-steel-600">
        Todos os arquivos enviados: escolha-os nos campos de imagem dos editores. Um arquivo em uso não pode ser excluído.
      </p>
      {withoutAlt > 0 ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {withoutAlt === 1 ? "1 imagem está sem texto alternativo." : `${withoutAlt} imagens estão sem texto alternativo.`}
        </p>
      ) : null}
      {files.length === 0 ? (
        <Card className="mt-6 p-10 text-center">
          <p className="text-lg text-steel-800">Nenhum arquivo enviado ainda</p>
          <p className="mt-1 text-steel-600">Os arquivos enviados nos editores aparecem aqui.</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {files.map((file) => (
            <li key={file.name}>
              <MediaCard file={file} onDelete={() => void remove(file.name)} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary unexpected={() => <LoadError heading="Mídia" title="Erro ao carregar a biblioteca de mídia" />} />;
}
