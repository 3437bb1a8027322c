import { useState, type ReactNode } from "react";
import { Form, useSearchParams } from "react-router";
import {
  AlertDialog,
  AlertDialogCancelButton,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/ui/alert-dialog";
import { Button } from "~/ui/button";
import { resendConfirmationParam } from "../outbox-schema";
import type { OutboxRow } from "../outbox-row";
import { MailBody } from "./mail-body";

type Mail = Pick<OutboxRow, "id" | "subject" | "to" | "text">;

/** The question 'Reenviar' asks, naming the recipient, with the e-mail to read before answering. */
export function ResendQuestion({ mail }: { mail: Mail }) {
  return (
    <>
      <p>
        “{mail.subject}” será enviado de novo para <strong className="break-all text-steel-900">{mail.to}</strong>.
      </p>
      <MailBody text={mail.text} className="mt-3 max-h-60 overflow-y-auto" />
    </>
  );
}

/** The confirmed post: only this sends the e-mail again. */
export function ResendForm({ mail, busy, cancel, onSubmit }: { mail: Mail; busy: boolean; cancel: ReactNode; onSubmit?: () => void }) {
  return (
    <Form method="post" preventScrollReset onSubmit={onSubmit} className="mt-6 flex flex-wrap justify-end gap-3">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="id" value={mail.id} />
      <input type="hidden" name="confirmed" value="true" />
      {cancel}
      <Button type="submit" disabled={busy}>
        Reenviar para {mail.to}
      </Button>
    </Form>
  );
}

/**
 * 'Reenviar': asks first in a dialog that names the recipient and shows the e-mail. Before
 * scripts load the button leads to the same question on the screen itself (`?reenviar=<id>`).
 */
export function ResendDialog({ mail, busy }: { mail: Mail; busy: boolean }) {
  const [open, setOpen] = useState(false);
  // The list's filter and page stay in the address of the question.
  const [searchParams] = useSearchParams();
  const kept = [...searchParams].filter(([name]) => name !== resendConfirmationParam);
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <form method="get" onSubmit={(event) => event.preventDefault()}>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={resendConfirmationParam} value={mail.id} />
        <AlertDialogTrigger asChild>
          <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Reenviar ${mail.subject} para ${mail.to}`}>
            Reenviar
          </Button>
        </AlertDialogTrigger>
      </form>
      <AlertDialogContent className="max-w-lg">
        <AlertDialogTitle>Reenviar este e-mail?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div>
            <ResendQuestion mail={mail} />
          </div>
        </AlertDialogDescription>
        <ResendForm mail={mail} busy={busy} cancel={<AlertDialogCancelButton />} onSubmit={() => setOpen(false)} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
