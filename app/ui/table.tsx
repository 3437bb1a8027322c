import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The staff screens' data tables: one look for the header, the rows and the figures. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return <table className={cn("w-full text-left text-sm", className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("text-xs text-steel-600", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-steel-100", className)} {...props} />;
}

/** A column's heading; `numeric` aligns it with its figures. */
export function TableHead({ className, numeric, ...props }: ComponentProps<"th"> & { numeric?: boolean }) {
  return <th scope="col" className={cn("py-2 pr-3 font-medium last:pr-0", numeric && "text-right", className)} {...props} />;
}

/** A cell; `numeric` right-aligns it in figures of equal width. */
export function TableCell({ className, numeric, ...props }: ComponentProps<"td"> & { numeric?: boolean }) {
  return <td className={cn("py-2 pr-3 last:pr-0", numeric && "text-right tabular-nums", className)} {...props} />;
}
