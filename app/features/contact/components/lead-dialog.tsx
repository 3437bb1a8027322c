import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "~/ui/button";
import { contactMessages } from "../schema";
import { ContactRequestForm } from "./contact-request-form";

export type LeadDialogVariant = { kind: "quote" } | { kind: "page"; pageTitle: string; pagePath: string };

type Props = { variant: LeadDialogVariant; open: boolean; onClose: () => void };

/** The quote modal, and on catalogue pages the contact popup that records the page. */
export default function LeadDialog({ variant, open, onClose }: Props) {
  const isPage = variant.kind === "page";
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-steel-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-5 shadow-xl focus:outline-none sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-steel-900">{isPage ? "Solicitar Contato" : "Solicitar Orçamento"}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-1 rounded-md p-2 text-steel-700 hover:bg-steel-100" aria-label="Fechar">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-5 text-sm text-steel-600">
            {isPage
              ? `Fale com a equipe sobre ${variant.pageTitle}. Respondemos em até 24h.`
              : "Conte o que você precisa e receba uma proposta da nossa equipe em até 24h."}
          </Dialog.Description>
          <ContactRequestForm
            type="quote_request"
            action="/api/contact-requests"
            sourcePage={isPage ? variant.pagePath : undefined}
            initialMessage={isPage ? `Gostaria de um orçamento de: ${variant.pageTitle}` : ""}
            submitLabel={isPage ? "Solicitar Contato" : "Solicitar Orçamento"}
            messages={{ success: contactMessages.quoteSuccess, failure: contactMessages.quoteFailure, required: contactMessages.quoteRequired }}
            onSent={onClose}
            secondaryAction={
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancelar
                </Button>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
