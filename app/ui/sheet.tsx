import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { overlayClass } from "./dialog";

/** A drawer: a dialog that slides in from one side, for navigation on small screens. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sides = { left: "inset-y-0 left-0", right: "inset-y-0 right-0" } as const;

export function SheetContent({
  side = "right",
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof sides }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn("fixed z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none", sides[side], className)}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}
