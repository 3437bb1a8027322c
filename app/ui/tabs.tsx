import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Tabs: arrow keys move between them, one panel shows at a time. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("inline-flex gap-1 rounded-lg bg-steel-100 p-1", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap text-steel-700 hover:bg-steel-200/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

/** A panel; `forceMount` keeps an inactive one in the page (its fields still post with the form), hidden. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus:outline-none data-[state=inactive]:hidden", className)} {...props} />;
}
