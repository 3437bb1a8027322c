import { useId, type ReactNode } from "react";
import { Card } from "./card";

/** One titled group of a long form, as a card; `actions` sit beside the title. */
export function FormSection({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <Card className="h-full p-5 md:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={id} className="text-lg font-semibold text-steel-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-steel-600">{description}</p> : null}
          </div>
          {actions}
        </div>
        <div className="mt-5 space-y-4">{children}</div>
      </Card>
    </section>
  );
}
