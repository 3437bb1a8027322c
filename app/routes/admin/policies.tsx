import { Pencil } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { data } from "react-router";
import { toast } from "sonner";
import { listPolicies } from "~/features/policies/queries.server";
import { policyUpdateSchema } from "~/features/policies/schema";
import { updatePolicy } from "~/features/policies/service.server";
import { formatDateTime } from "~/lib/dates";
import { useJsonAction } from "~/lib/use-json-action";
import { readJson, validate } from "~/lib/validation";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Field, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import type { Route } from "./+types/policies";

export const meta: Route.MetaFunction = () => [{ title: "Gerenciar Políticas — Painel Admin" }];

export async function loader() {
  return { policies: await listPolicies() };
}

export async function action({ request }: Route.ActionArgs) {
  const result = await updatePolicy(await readJson(request));
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status });
  return { ok: true as const };
}

type Policy = Route.ComponentProps["loaderData"]["policies"][number];

function EditPolicyDialog({ policy }: { policy: Policy }) {
  const { submit, busy: saving } = useJsonAction<typeof action>();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(policy.title);
  const [content, setContent] = useState(policy.content);
  const [error, setError] = useState<string>();
  async function save(event: React.FormEvent) {
    event.preventDefault();
    const valid = validate(policyUpdateSchema, { id: policy.id, title, content });
    if (!valid.ok) {
      setError(valid.message);
      return;
    }
    setError(undefined);
    const result = await submit(valid.data);
    if (result.ok) {
      toast.success("Política atualizada com sucesso!");
      setOpen(false);
    } else {
      toast.error("Erro ao atualizar política", { description: result.message });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTitle(policy.title);
          setContent(policy.content);
          setError(undefined);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden className="size-4" />
          Editar
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-steel-900">Editar {policy.title}</Dialog.Title>
          <form onSubmit={save} className="mt-4 flex min-h-0 flex-1 flex-col gap-4" noValidate>
            <Field id={`title-${policy.id}`} label="Título">
              <Input id={`title-${policy.id}`} value={title} onChange={(event) => setTitle(event.target.value)} required />
            </Field>
            <Field id={`content-${policy.id}`} label="Conteúdo" hint="Aceita Markdown: parágrafos, listas, **negrito** e links.">
              <Textarea
                id={`content-${policy.id}`}
                value={content}
                onChange={(event) => setContent(event.target.value)}
                rows={16}
                required
                className="min-h-48"
              />
            </Field>
            {error ? (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {saving ? "Salvando..." : "Salvar"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
                <div className="mt-4">
                  <EditPolicyDialog policy={policy} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div role="alert" className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-bold text-steel-900">Gerenciar Políticas</h1>
      <p className="mt-4 font-semibold text-red-800">Erro ao carregar políticas</p>
      <p className="text-sm text-steel-700">{error instanceof Error ? error.message : "Tente novamente."}</p>
    </div>
  );
}
