import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "block h-10 w-full rounded-md border border-steel-300 bg-white px-3 text-sm text-steel-900 placeholder:text-steel-500 focus-visible:border-brand-600 disabled:opacity-60 aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-medium text-steel-800", className)} {...props} />;
}
