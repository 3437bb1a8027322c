// The one primitive itself, not the barrel: the barrel would bring every primitive into the
// chunk that imports the button.
import * as Slot from "radix-ui/slot";
import type { ComponentProps } from "react";
import { buttonClass, type ButtonLook } from "./button-class";

export type ButtonProps = ComponentProps<"button"> & ButtonLook & { asChild?: boolean };

export function Button({ variant, size, asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={buttonClass({ variant, size, className })} {...props} />;
}
