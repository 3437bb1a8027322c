import { useForm, type DefaultValue } from "@conform-to/react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { ActionAnswer } from "~/lib/action-result";
import { parseForm } from "~/lib/forms/parse-form";
import { useAnswerToast } from "~/lib/use-answer-toast";
import type { LeadFormIntent } from "../lead-forms";

type Options<S extends z.ZodObject> = {
  /** Unique on the page: the form's id and its fetcher's key. */
  id: string;
  intent: LeadFormIntent;
  leadId: string;
  schema: S;
  /** The answer the page was rendered with (a post sent before scripts loaded). */
  documentAnswer: ActionAnswer | undefined;
  defaultValue?: DefaultValue<z.input<S>>;
};

/**
 * One of the lead's forms: posted without leaving the page, checked with its schema in the
 * browser and again by the action; each answer is told once, as a toast, and a refusal marks
 * its field. Without scripts the page comes back with the answer and the refused field marked.
 */
export function useLeadForm<S extends z.ZodObject>({ id, intent, leadId, schema, documentAnswer, defaultValue }: Options<S>) {
  const fetcher = useFetcher<ActionAnswer>({ key: id });
  const fromDocument = documentAnswer?.intent === intent && documentAnswer.item === leadId ? documentAnswer : undefined;
  const answer = fetcher.data ?? fromDocument;
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    id,
    lastResult: answer?.result,
    shouldRevalidate: "onInput",
    defaultValue,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  useAnswerToast(fetcher);
  return { fetcher, form, fields, busy: fetcher.state !== "idle" };
}
