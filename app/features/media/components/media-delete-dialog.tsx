import { Trash2 } from "lucide-react";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Dialog, DialogCancelButton, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/ui/dialog";
import { MediaUsageList } from "./media-usage-list";

type File = { originalName: string; usages: { label: string; href: string }[] };

type Props = { file: File; onConfirm: () => void; busy: boolean };

/**
 * 'Excluir' of one file: asks first, or, while pages still show it, says where it is used and
 * offers nothing to confirm. The server refuses such a delete too.
 */
export function MediaDeleteDialog({ file, onConfirm, busy }: Props) {
  const trigger = (
    <Button variant="ghost" size="sm" aria-label={`Excluir ${file.originalName}`}>
      <Trash2 aria-hidden className="size-4" />
      Excluir
    </Button>
  );
  if (file.usages.length === 0) {
    return (
      <ConfirmDialog
        trigger={trigger}
        title="Excluir arquivo?"
        description={`“${file.originalName}” e suas cópias redimensionadas serão excluídos. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        onConfirm={onConfirm}
        busy={busy}
      />
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent size="md">
        <DialogTitle>Arquivo em uso</DialogTitle>
        <DialogDescription className="mt-2 break-words text-steel-700">
          “{file.originalName}” não pode ser excluído: está em uso em
        </DialogDescription>
        <div className="mt-2 space-y-2 text-sm text-steel-700">
          <MediaUsageList usages={file.usages} />
          <p>Troque ou remova a imagem nesses lugares para poder excluí-la.</p>
        </div>
        <div className="mt-6 flex justify-end">
          <DialogCancelButton />
        </div>
      </DialogContent>
    </Dialog>
  );
}
