import { useCallback, useState, type FormEvent } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import type { SaveResult } from "./save-result";
import { useJsonAction } from "./use-json-action";
import { validate, type FieldErrors } from "./validation";

type Options<S extends z.ZodType> = {
  schema: S;
  initial: z.input<S>;
  /** The route whose action saves the values. */
  action: string;
  messages: { saved: string; saveError: string };
  /** Prefix of every field id, unique on the page. */
  idPrefix: string;
};

export type EditorForm<T> = {
  values: T;
  update: (change: (values: T) => T) => void;
  fieldId: (path: string) => string;
  /** The error of a field, or of anything inside it (a list's items). */
  errorAt: (path: string) => string | undefined;
  /** Forgets the errors under a path: after a list changes shape, item errors no longer match. */
  clearErrors: (path: string) => void;
  save: (event: FormEvent) => Promise<void>;
  busy: boolean;
};

/** Moves focus to the first field with an error, or to the nearest control around it. */
function focusFirstError(idPrefix: string, errors: FieldErrors) {
  const [first] = Object.keys(errors);
  if (first === undefined) return;
  const parts = first.split(".");
  for (let length = parts.length; length > 0; length--) {
    const element = document.getElementById(`${idPrefix}-${parts.slice(0, length).join(".")}`);
    if (!element) continue;
    const control = element.matches("input, select, textarea, button")
      ? element
      : (element.querySelector<HTMLElement>("input:not([type=file]), select, textarea, button") ?? element);
    control.focus();
    return;
  }
}

/**
 * A large editor's state: the values, the schema's errors by field, and a save that checks
 * the same schema as the server before posting, then reports with the spec's toasts.
 */
export function useEditorForm<S extends z.ZodType>({ schema, initial, action, messages, idPrefix }: Options<S>): EditorForm<z.input<S>> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, busy } = useJsonAction<SaveResult>(action);

  const fail = useCallback(
    (message: string, fieldErrors: FieldErrors) => {
      setErrors(fieldErrors);
      toast.error(messages.saveError, { description: message });
      focusFirstError(idPrefix, fieldErrors);
    },
    [idPrefix, messages.saveError],
  );

  async function save(event: FormEvent) {
    event.preventDefault();
    const valid = validate(schema, values);
    if (!valid.ok) return fail(valid.message, valid.fieldErrors);
    setErrors({});
    const result = await submit(valid.data as Record<string, unknown>);
    if (!result.ok) return fail(result.message, result.fieldErrors);
    // The server stores what the schema produced (trimmed, renumbered): show the same.
    setValues(valid.data as z.input<S>);
    toast.success(messages.saved);
  }

  const errorAt = (path: string) =>
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

  const clearErrors = useCallback((path: string) => {
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== path && !key.startsWith(`${path}.`))),
    );
  }, []);

  return {
    values,
    update: setValues,
    fieldId: (path) => `${idPrefix}-${path}`,
    errorAt,
    clearErrors,
    save,
    busy,
  };
}
