import { useRef, useState, type ReactNode } from "react";
import { AlertDialog, AlertDialogCancelButton, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "./alert-dialog";
import { Button, type ButtonProps } from "./button";

type Props = Omit<ButtonProps, "type" | "onClick" | "asChild" | "ref"> & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
};

/**
 * A form's submit button for something that cannot be undone. Once scripts run it asks first, in
 * a dialog, and the answer submits the form with this button; 'Cancelar' changes nothing. Before
 * scripts load it submits at once, as any button of the form does (decision 296).
 */
export function ConfirmSubmit({ title, description, confirmLabel, ...button }: Props) {
  const ref = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        ref={ref}
        type="submit"
        {...button}
        onClick={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      />
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent
          // No trigger of the dialog's own: focus goes back to the button that asked.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            ref.current?.focus();
          }}
        >
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialogCancelButton />
            <Button
              type="button"
              variant="danger"
              onClick={() => {
                setAsking(false);
                ref.current?.form?.requestSubmit(ref.current);
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
