import { Trash2 } from "lucide-react";
import { useRef } from "react";
import {
  AlertDialog,
  AlertDialogCancelButton,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/ui/alert-dialog";
import { Button } from "~/ui/button";
import { leadErasurePath } from "../privacy-paths";
import { ErasureForm } from "./erasure-form";
import { ErasureScope } from "./erasure-scope";

type Props = { leadId: string; name: string; email: string };

/**
 * 'Apagar dados…': asks first, in a dialog where staff type the lead's e-mail. Before scripts
 * load the button leads to the erasure's own page, which holds the same form.
 */
export function ErasureDialog({ leadId, name, email }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <AlertDialog>
      <form method="get" action={leadErasurePath(leadId)} onSubmit={(event) => event.preventDefault()}>
        <AlertDialogTrigger asChild>
          <Button type="submit" variant="danger">
            <Trash2 aria-hidden className="size-4" />
            Apagar dados…
          </Button>
        </AlertDialogTrigger>
      </form>
      <AlertDialogContent
        className="max-w-lg"
        // Typing the e-mail is the confirmation: the answer starts in its field.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
      >
        <AlertDialogTitle className="break-words">Apagar todos os dados de {name}?</AlertDialogTitle>
        <AlertDialogDescription asChild>
          <div className="space-y-2">
            <ErasureScope />
          </div>
        </AlertDialogDescription>
        <div className="mt-5">
          <ErasureForm leadId={leadId} email={email} inputRef={input} cancel={<AlertDialogCancelButton />} />
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
