import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { toast, type ExternalToast } from "sonner";
import type { z } from "zod";
import { fieldName } from "./field-name";
import { formList, type FormList } from "./form-list";
import type { FormActionData } from "./form-result";
import { errorsByPath, parseForm } from "./parse-form";
import { readAt, writeAt } from "./value-at";

type Options<S extends z.ZodType, V extends z.input<S>> = {
  schema: S;
  /** The stored values, as the screen keeps them (defaults filled in). */
  initial: V;
  /** The route whose action saves the values (`formAction` with the same schema). */
  action: string;
  messages: { saved: string; saveError: string };
  /** Prefix of every field id, unique on the page; also the form's id. */
  idPrefix: string;
  /** More for the `saved` toast: a description, an action. */
  savedDetail?: (values: V) => ExternalToast;
  /** After a save and its toast, with scripts: where the screen goes next. */
  onSaved?: (values: V) => void;
  /**
   * An editor that stays open after a save tells it in its `FormAnswer`, which takes the focus,
   * instead of a toast that would leave the focus on a disabled button.
   */
  savedOnPage?: boolean;
};

type Bound<Value> = { id: string; name: string; value: Value; onChange: (value: Value) => void; error: string | undefined };

export type EditorForm<T> = {
  values: T;
  update: (change: (values: T) => T) => void;
  /** The id and the name of the control of a value, by its dotted path ("content.areas.0.title"). */
  field: (path: string) => { id: string; name: string };
  fieldId: (path: string) => string;
  /** The error of a field, or of anything inside it (a list's items). */
  errorAt: (path: string) => string | undefined;
  /** Forgets the errors under a path: after a list changes shape, item errors no longer match. */
  clearErrors: (path: string) => void;
  /**
   * Everything a field control takes for the value at a dotted path: id, name, value, onChange
   * and error. A text by default; the caller names another type.
   */
  bind: <Value = string>(path: string) => Bound<Value>;
  /** The list at a dotted path ("content.sections"), typed by the caller. */
  list: <Item>(path: string) => FormList<Item>;
  /** The form element, posting to the action without leaving the screen. */
  Form: ReturnType<typeof useFetcher>["Form"];
  formProps: ReturnType<typeof getFormProps> & { method: "post"; action: string };
  busy: boolean;
  /**
   * The answer told on the page: a post sent before scripts loaded, or, with `savedOnPage`,
   * the last save. Given to `FormAnswer` with `answerId`.
   */
  documentResult: SubmissionResult<string[]> | undefined;
  /** The id of the screen's `FormAnswer`, focused when it tells a save. */
  answerId: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

const movedAfterSaveKey = "editor-saved-at";

/**
 * Called before an editor moves to its new address after a save (a renamed post or page): the
 * admin screen remounts there, and the editor at that address tells the save once. Kept in the
 * tab's storage, not the history's state, which a reload would keep and show again.
 */
export function tellSaveAtNewAddress(path: string) {
  sessionStorage.setItem(movedAfterSaveKey, path);
}

/**
 * What a refused post sent, typed like the stored values it replaces. Every control posts its
 * value, and Conform leaves out empty ones: a text missing from the post was emptied, and a
 * list missing from it was emptied (each item sends at least one field).
 */
function overlay(stored: unknown, sent: unknown): unknown {
  if (Array.isArray(stored)) {
    const items = Array.isArray(sent) ? sent : sent === undefined ? [] : [sent];
    return items.map((item, index) => overlay(stored[index] ?? stored[0], item));
  }
  if (isRecord(stored)) {
    const sentRecord = isRecord(sent) ? sent : {};
    return Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, overlay(value, sentRecord[key])]));
  }
  if (typeof stored === "boolean") return sent === undefined ? stored : sent === "true" || sent === "on";
  if (typeof stored === "number") return sent === undefined ? Number.NaN : Number(sent);
  if (typeof stored === "string") return typeof sent === "string" ? sent : "";
  return sent ?? stored;
}

/**
 * A staff editor: its values in state for the screen's lists, switches and uploads, every value
 * under its field name in a form that posts to the route's action. The same schema checks it
 * in the browser and on the server; each answer is a toast, or, when the page was rendered from
 * a post sent before scripts loaded, an answer on the page with the values that were sent.
 */
export function useEditorForm<S extends z.ZodType, V extends z.input<S>>({
  schema,
  initial,
  action,
  messages,
  idPrefix,
  savedDetail,
  onSaved,
  savedOnPage = false,
}: Options<S, V>): EditorForm<V> {
  const fetcher = useFetcher<FormActionData>({ key: idPrefix });
  const [documentResult, setDocumentResult] = useState(useActionData<FormActionData>()?.result);
  const lastResult = fetcher.data?.result ?? documentResult;
  const answerId = `${idPrefix}-answer`;
  // Read once the page has hydrated: the server's render never sees the tab's storage.
  useEffect(() => {
    if (!savedOnPage || sessionStorage.getItem(movedAfterSaveKey) !== window.location.pathname) return;
    const frame = requestAnimationFrame(() => {
      sessionStorage.removeItem(movedAfterSaveKey);
      setDocumentResult({ status: "success" });
      requestAnimationFrame(() => document.getElementById(answerId)?.focus());
    });
    return () => cancelAnimationFrame(frame);
  }, [savedOnPage, answerId]);
  const [values, setValues] = useState<V>(() =>
    documentResult?.status === "error" ? (overlay(initial, documentResult.initialValue) as V) : initial,
  );
  // The last check of the form: a real send has a status, a field checked as it is typed has none.
  const checked = useRef<ReturnType<typeof parseForm<S>>>(undefined);
  // Checked on submit; after that, each field again as it is typed, so a fixed error goes away.
  const [form] = useForm({
    id: idPrefix,
    lastResult,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (checked.current = parseForm(formData, schema)),
  });
  const [cleared, setCleared] = useState<{ result: unknown; paths: string[] }>({ result: lastResult, paths: [] });
  const clearedPaths = cleared.result === lastResult ? cleared.paths : [];
  const errors = errorsByPath(form.allErrors);

  // Each answer of the server is told once, however often the screen renders.
  const told = useRef(lastResult);
  const answer = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.status === "success") {
      if (savedOnPage) requestAnimationFrame(() => document.getElementById(answerId)?.focus());
      else toast.success(messages.saved, savedDetail?.(values));
      onSaved?.(values);
    } else {
      toast.error(messages.saveError, { description: answer.error?.[""]?.[0] ?? "Verifique os campos destacados." });
    }
  }, [answer, messages, savedDetail, onSaved, savedOnPage, answerId, values]);

  const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
  const errorAt = (path: string) => {
    if (clearedPaths.some((cleared) => under(path, cleared))) return undefined;
    return errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  };
  const clearErrors = useCallback(
    (path: string) =>
      setCleared((current) => ({ result: lastResult, paths: [...(current.result === lastResult ? current.paths : []), path] })),
    [lastResult],
  );
  const fieldId = (path: string) => `${idPrefix}-${path}`;

  const { onSubmit: checkAndSubmit, ...conformProps } = getFormProps(form);
  // A refusal in the browser is told like the server's: a toast with the first message. Conform
  // checks a field as it is typed through a submit event of its own, which it stops: only a real
  // send that the browser refuses gets a toast (docs/product/leads.md).
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    checkAndSubmit(event);
    const refused = checked.current;
    if (!event.defaultPrevented || refused?.status !== "error") return;
    // A new attempt is judged whole: errors hidden after a list changed count again.
    setCleared({ result: lastResult, paths: [] });
    const first = Object.values(refused.error ?? {}).flat()[0];
    toast.error(messages.saveError, { description: first ?? "Verifique os campos destacados." });
  }

  return {
    values,
    update: setValues,
    field: (path) => ({ id: fieldId(path), name: fieldName(path) }),
    fieldId,
    errorAt,
    clearErrors,
    bind: <Value>(path: string) => ({
      id: fieldId(path),
      name: fieldName(path),
      value: readAt(values, path) as Value,
      onChange: (value: Value) => setValues((current) => writeAt(current, path, value)),
      error: errorAt(path),
    }),
    list: (path) => formList(values, setValues, clearErrors, path),
    Form: fetcher.Form,
    formProps: { ...conformProps, onSubmit, method: "post", action },
    busy: fetcher.state !== "idle",
    documentResult: savedOnPage && answer?.status === "success" ? answer : documentResult,
    answerId,
  };
}
