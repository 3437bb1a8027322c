import { Collapsible as CollapsiblePrimitive } from "radix-ui";

/** A group that opens and closes under its button (aria-expanded), such as a menu's sub-items. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
