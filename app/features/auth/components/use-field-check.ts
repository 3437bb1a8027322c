import { useState } from "react";
import type { z } from "zod";
import { firstIssue } from "../two-factor-schema";

/**
 * Checks one field of a form with its schema before the form is sent: a wrong value stops the
 * submission and gives the message to show; a right one, or `clear`, takes it away.
 */
export function useFieldCheck(schema: z.ZodType, field: string) {
  const [clientError, setClientError] = useState<string | null>(null);
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = schema.safeParse({ [field]: String(new FormData(event.currentTarget).get(field) ?? "") });
    if (!result.success) {
      event.preventDefault();
      setClientError(firstIssue(result));
      return;
    }
    setClientError(null);
  }
  return { clientError, onSubmit, clear: () => setClientError(null) };
}
