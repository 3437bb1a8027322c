import { Pencil } from "lucide-react";
import { useState } from "react";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { Button } from "~/ui/button";
import { Dialog, DialogCancelButton, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/ui/dialog";
import { TextField } from "~/ui/text-field";
import { mediaAltSchema } from "../schema";

type File = { name: string; originalName: string; alt: string; url: string };

const messages = { saved: "Texto alternativo salvo!", saveError: "Erro ao salvar o texto alternativo" };

/** Mounted with the dialog, so each opening starts from the saved text. */
function AltForm({ file, onSaved }: { file: File; onSaved: () => void }) {
  const form = useEditorForm({
    schema: mediaAltSchema,
    initial: { name: file.name, alt: file.alt },
    action: "/admin/media",
    messages,
    idPrefix: `media-${file.name}`,
    onSaved,
  });
  return (
    <form.Form {...form.formProps} className="mt-4 flex flex-col gap-4">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="name" value={file.name} />
      <TextField
        {...form.bind("alt")}
        label="Texto alternativo"
        hint="Descreva a imagem para quem não a vê (leitores de tela, buscadores). Aparece em todas as páginas que a usam."
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

/** 'Texto alternativo' of one file of the library. */
export function MediaAltDialog({ file }: { file: File }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Editar texto alternativo de ${file.originalName}`}>
          <Pencil aria-hidden className="size-4" />
          Texto alternativo
        </Button>
      </DialogTrigger>
      <DialogContent size="md">
        <DialogTitle>Texto alternativo</DialogTitle>
        <DialogDescription className="mt-1 break-all">{file.originalName}</DialogDescription>
        <AltForm file={file} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
