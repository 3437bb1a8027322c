import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  error: "border-red-300 bg-red-50 text-red-900",
  success: "border-green-300 bg-green-50 text-green-900",
  info: "border-brand-200 bg-brand-50 text-brand-900",
} as const;

export function Alert({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn("rounded-md border p-3 text-sm", tones[tone], className)}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="mt-0.5">{children}</div> : null}
    </div>
  );
}
