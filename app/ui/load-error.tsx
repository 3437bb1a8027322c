import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

/** Retries a load by loading the page again. */
function RetryButton() {
  return (
    <Button type="button" variant="outline" className="mt-4" onClick={() => window.location.reload()}>
      <RotateCcw aria-hidden className="size-4" />
      Tentar novamente
    </Button>
  );
}

/**
 * A screen whose data could not be loaded: its heading, the error's title (e.g. 'Erro ao carregar a equipe'),
 * the reason, and a way on (a retry unless the route gives another).
 */
export function LoadError({
  heading,
  title,
  message,
  action = <RetryButton />,
}: {
  heading?: string;
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl">
      {heading ? <h1 className="mb-6 text-2xl font-bold text-steel-900">{heading}</h1> : null}
      <Alert tone="error" title={title}>
        {message || "Tente novamente."}
      </Alert>
      {action}
    </div>
  );
}
