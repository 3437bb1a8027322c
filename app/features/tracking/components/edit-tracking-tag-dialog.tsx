import { Pencil } from "lucide-react";
import { useState } from "react";
import type { TrackingTag } from "~/db/content-types";
import { Button } from "~/ui/button";
import { Dialog, DialogCancelButton, DialogContent, DialogTitle, DialogTrigger } from "~/ui/dialog";
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(tag);
          setIncomplete(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Editar a tag ${tag.name}`}>
          <Pencil aria-hidden className="size-4" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Editar tag</DialogTitle>
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
            <DialogCancelButton />
            <Button type="submit">Aplicar</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
