import { Pencil } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import type { TrackingTag } from "~/db/content-types";
import { Button } from "~/ui/button";
import { isCompleteDraft, trackingTagMessages, updateTrackingTag, type TrackingTagDraft } from "../tag-schema";
import { TrackingTagFields } from "./tracking-tag-fields";

type Props = { idPrefix: string; tag: TrackingTag; onSave: (tag: TrackingTag) => void };

/** Edits one tag in a dialog; an incomplete edit is refused and the tag stays as it was. */
export function EditTrackingTagDialog({ idPrefix, tag, onSave }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<TrackingTagDraft>(tag);
  const [incomplete, setIncomplete] = useState(false);

  function apply() {
    if (!isCompleteDraft(draft)) {
      setIncomplete(true);
      return;
    }
    const [edited] = updateTrackingTag([tag], tag.id, draft);
    if (edited) onSave(edited);
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(tag);
          setIncomplete(false);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Editar a tag ${tag.name}`}>
          <Pencil aria-hidden className="size-4" />
          Editar
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-steel-900">Editar tag</Dialog.Title>
          <form
            className="mt-4"
            noValidate
            onSubmit={(event) => {
              // The dialog sits in a portal, but React still bubbles its submit to the page's form.
              event.preventDefault();
              event.stopPropagation();
              apply();
            }}
          >
            <TrackingTagFields idPrefix={idPrefix} draft={draft} onChange={setDraft} onEnter={apply} />
            {incomplete ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {trackingTagMessages.incomplete}
              </p>
            ) : null}
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
              <Button type="submit">Aplicar</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
