import { useForm, type DefaultValue } from "@conform-to/react";
import { useEffect } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { parseForm } from "~/lib/forms/parse-form";
import type { LeadAnswer } from "../lead-answer";
import type { LeadFormIntent } from "../lead-forms";

// Told answers, kept across remounts: a form remounted with the saved values must not tell its answer again.
const told = new WeakSet<LeadAnswer>();

/** Tells a fetcher's answer once, as a toast, when it is done; `then` runs after a success. */
export function useToldAnswer(fetcher: FetcherWithComponents<LeadAnswer>, then?: (answer: LeadAnswer) => void) {
  useEffect(() => {
    const done = fetcher.state === "idle" ? fetcher.data : undefined;
    if (!done || told.has(done)) return;
    told.add(done);
    if (done.ok) {
      toast.success(done.message);
      then?.(done);
    } else toast.error(done.message);
  }, [fetcher.state, fetcher.data, then]);
}

type Options<S extends z.ZodObject> = {
  /** Unique on the page: the form's id and its fetcher's key. */
  id: string;
  intent: LeadFormIntent;
  leadId: string;
  schema: S;
  /** The answer the page was rendered with (a post sent before scripts loaded). */
  documentAnswer: LeadAnswer | undefined;
  defaultValue?: DefaultValue<z.input<S>>;
};

/**
 * One of the lead's forms: posted without leaving the page, checked with its schema in the
 * browser and again by the action; each answer is told once, as a toast, and a refusal marks
 * its field. Without scripts the page comes back with the answer and the refused field marked.
 */
export function useLeadForm<S extends z.ZodObject>({ id, intent, leadId, schema, documentAnswer, defaultValue }: Options<S>) {
  const fetcher = useFetcher<LeadAnswer>({ key: id });
  const fromDocument = documentAnswer?.intent === intent && documentAnswer.leadId === leadId ? documentAnswer : undefined;
  const answer = fetcher.data ?? fromDocument;
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: answer?.result,
    shouldRevalidate: "onInput",
    defaultValue,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  useToldAnswer(fetcher);
  return { fetcher, form, fields, busy: fetcher.state !== "idle" };
}
