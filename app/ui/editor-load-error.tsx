import { RotateCcw } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Alert } from "./alert";
import { Button } from "./button";

/** What an admin editor shows when its data cannot be loaded: the spec's title, the reason and a retry. */
export function EditorLoadError({ heading, title, error }: { heading: string; title: string; error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | null)?.message ?? error.statusText)
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-steel-900">{heading}</h1>
      <Alert tone="error" title={title} className="mt-6">
        {message || "Tente novamente."}
      </Alert>
      <Button type="button" variant="outline" className="mt-4" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden className="size-4" />
        Tentar novamente
      </Button>
    </div>
  );
}
