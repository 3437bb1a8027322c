import { Pencil } from "lucide-react";
import { useState } from "react";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { Dialog, DialogCancelButton, DialogContent, DialogTitle, DialogTrigger } from "~/ui/dialog";
import { TextField } from "~/ui/text-field";
import { policyUpdateSchema } from "../schema";

type Policy = { id: string; title: string; content: string };

const messages = { saved: "Política atualizada com sucesso!", saveError: "Erro ao atualizar política" };

/** The route whose action saves a policy. */
const policiesAction = "/admin/policies";

/** Mounted with the dialog, so each opening starts from the saved policy. */
function PolicyForm({ policy, onSaved }: { policy: Policy; onSaved: () => void }) {
  const form = useEditorForm({
    schema: policyUpdateSchema,
    initial: policy,
    action: policiesAction,
    messages,
    idPrefix: `policy-${policy.id}`,
    onSaved,
  });
  const { bind } = form;
  return (
    <form.Form {...form.formProps} className="mt-4 flex min-h-0 flex-1 flex-col gap-4">
      <input type="hidden" name="id" value={policy.id} />
      <TextField {...bind("title")} label="Título" required />
      <TextField
        {...bind("content")}
        label="Conteúdo"
        rows={16}
        hint="Aceita Markdown: parágrafos, listas, **negrito** e links."
        required
      />
      <div className="flex justify-end gap-3">
        <DialogCancelButton />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Salvando..." : "Salvar"}
        </Button>
      </div>
    </form.Form>
  );
}

/** 'Editar' on a policy's card: its title and content in a dialog. */
export function EditPolicyDialog({ policy }: { policy: Policy }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden className="size-4" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined} size="xl">
        <DialogTitle>Editar {policy.title}</DialogTitle>
        <PolicyForm
          policy={policy}
          onSaved={() => {
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
