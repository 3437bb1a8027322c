import { useState } from "react";
import { Dialog, DialogCancelButton, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { contactMessages } from "../schema";
import { ContactRequestForm } from "./contact-request-form";

export type LeadDialogVariant = { kind: "quote" } | { kind: "page"; pageTitle: string; pagePath: string };

type Props = { variant: LeadDialogVariant; open: boolean; onClose: () => void };

/** The quote modal, and on catalogue pages the contact popup that records the page. */
export default function LeadDialog({ variant, open, onClose }: Props) {
  const isPage = variant.kind === "page";
  const [shownAt] = useState(() => Date.now());
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="md">
        <div className="flex items-start justify-between gap-4">
          <DialogTitle className="text-xl">{isPage ? "Solicitar Contato" : "Solicitar Orçamento"}</DialogTitle>
          <DialogCloseButton className="-mt-1 -mr-1" />
        </div>
        <DialogDescription className="mt-1 mb-5">
          {isPage
            ? `Fale com a equipe sobre ${variant.pageTitle}. Respondemos em até 24h.`
            : "Conte o que você precisa e receba uma proposta da nossa equipe em até 24h."}
        </DialogDescription>
        <ContactRequestForm
          type="quote_request"
          action="/contato"
          shownAt={shownAt}
          sourcePage={isPage ? variant.pagePath : undefined}
          initialMessage={isPage ? `Gostaria de um orçamento de: ${variant.pageTitle}` : ""}
          submitLabel={isPage ? "Solicitar Contato" : "Solicitar Orçamento"}
          messages={{
            success: contactMessages.quoteSuccess,
            failure: contactMessages.quoteFailure,
            required: contactMessages.quoteRequired,
          }}
          onSent={onClose}
          secondaryAction={<DialogCancelButton />}
        />
      </DialogContent>
    </Dialog>
  );
}
