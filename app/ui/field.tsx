import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Label } from "./input";

/** A form field: label, control, hint and error, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-steel-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props that tie a control to its Field's hint and error. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: unknown }) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return { "aria-describedby": ids.join(" ") || undefined, "aria-invalid": error ? true : undefined };
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "block w-full rounded-md border border-steel-300 bg-white px-3 py-2 text-sm text-steel-900 placeholder:text-steel-500 focus-visible:border-brand-600 disabled:opacity-60 aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "block h-10 w-full rounded-md border border-steel-300 bg-white px-3 text-sm text-steel-900 focus-visible:border-brand-600 disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
