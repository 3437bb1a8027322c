import { getFormProps } from "@conform-to/react";
import { useEffect } from "react";
import { Button } from "~/ui/button";
import { Dialog, DialogCancelButton, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { leadStatusFormSchema } from "../pipeline";
import { LostReasonFields } from "./lost-reason-fields";
import { useLeadForm } from "./use-lead-form";

/** The lead dropped, and which drop this is: each one posts through a form of its own. */
type Lost = { id: string; name: string; lostReason: string | null; drop: number };

type Props = { lead: Lost; reasons: string[]; onClose: () => void; onCloseFocus: () => void };

/** 'Perdido' from a drop: the reason from the list and an optional detail, posted as the status form. */
function LostReasonForm({ lead, reasons, onClose }: Omit<Props, "onCloseFocus">) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `perdido-${lead.id}-${lead.drop}`,
    intent: "status",
    leadId: lead.id,
    schema: leadStatusFormSchema,
    documentAnswer: undefined,
    defaultValue: { status: "perdido", lostReason: "", lostDetail: "" },
  });
  const saved = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (saved) onClose();
  }, [saved, onClose]);
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="leadId" value={lead.id} />
      <input type="hidden" name="status" value="perdido" />
      <LostReasonFields reason={fields.lostReason} detail={fields.lostDetail} reasons={reasons} current={lead.lostReason} detailRows={3} />
      <div className="flex flex-wrap justify-end gap-2">
        <DialogCancelButton />
        <Button type="submit" disabled={busy}>
          Marcar como Perdido
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A card dropped on 'Perdido' waits here for its reason; closed, the lead stays where it was. */
export function LostReasonDialog({ lead, reasons, onClose, onCloseFocus }: Props) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        size="md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseFocus();
        }}
      >
        <DialogTitle>Marcar {lead.name} como Perdido</DialogTitle>
        <DialogDescription className="mt-1">Escolha o motivo da perda; ele vai para a linha do tempo do lead.</DialogDescription>
        <LostReasonForm lead={lead} reasons={reasons} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
