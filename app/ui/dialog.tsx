import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { Button } from "./button";
import { Icon } from "./icons/icon";

/** A modal dialog: focus kept inside, Escape and the overlay close it, focus returns to its trigger. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export const overlayClass = "fixed inset-0 z-50 bg-steel-950/50";

const sizes = { md: "max-w-xl", lg: "max-w-2xl", xl: "max-w-3xl" } as const;
const layouts = {
  /** The whole box scrolls when taller than the screen. */
  scroll: "overflow-y-auto",
  /** A column whose own list scrolls (a conversation), the heading staying in view. */
  column: "flex flex-col",
} as const;

/** The dialog's box, centred over the overlay. */
export function DialogContent({
  size = "lg",
  layout = "scroll",
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof sizes; layout?: keyof typeof layouts }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-xl focus:outline-none sm:p-6",
          sizes[size],
          layouts[layout],
          className,
        )}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-bold text-steel-900", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-steel-600", className)} {...props} />;
}

/** The × in a dialog's corner; its label names what it closes. */
export function DialogCloseButton({ label = "Fechar", className }: { label?: string; className?: string }) {
  return (
    <DialogPrimitive.Close className={cn("rounded-md p-2 text-steel-700 hover:bg-steel-100", className)} aria-label={label}>
      <Icon name="X" className="size-5" />
    </DialogPrimitive.Close>
  );
}

/** 'Cancelar' beside a dialog's main button: closes it and changes nothing. */
export function DialogCancelButton() {
  return (
    <DialogPrimitive.Close asChild>
      <Button type="button" variant="outline">
        Cancelar
      </Button>
    </DialogPrimitive.Close>
  );
}
