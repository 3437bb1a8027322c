import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { Button } from "~/ui/button";
import { MediaUsageList } from "./media-usage-list";

type File = { originalName: string; usages: { label: string; href: string }[] };

type Props = { file: File; onConfirm: () => void; busy: boolean };

/**
 * 'Excluir' of one file: asks first, or, while pages still show it, says where it is used and
 * offers nothing to confirm. The server refuses such a delete too.
 */
export function MediaDeleteDialog({ file, onConfirm, busy }: Props) {
  const inUse = file.usages.length > 0;
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Excluir ${file.originalName}`}>
          <Trash2 aria-hidden className="size-4" />
          Excluir
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-steel-900">
            {inUse ? "Arquivo em uso" : "Excluir arquivo?"}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm break-words text-steel-700">
              {inUse ? (
                <>
                  <p>“{file.originalName}” não pode ser excluído: está em uso em</p>
                  <MediaUsageList usages={file.usages} />
                  <p>Troque ou remova a imagem nesses lugares para poder excluí-la.</p>
                </>
              ) : (
                <p>“{file.originalName}” e suas cópias redimensionadas serão excluídos. Esta ação não pode ser desfeita.</p>
              )}
            </div>
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{inUse ? "Fechar" : "Cancelar"}</Button>
            </AlertDialog.Cancel>
            {inUse ? null : (
              <AlertDialog.Action asChild>
                <Button variant="danger" onClick={onConfirm} disabled={busy}>
                  Excluir
                </Button>
              </AlertDialog.Action>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
