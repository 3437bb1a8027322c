import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { refuse, type ActionAnswer, type ActionResult, type Refusal } from "../action-result";
import { logger } from "../logger.server";
import { nulCharacterMessage, pathOfNulCharacter, type FieldErrors } from "../validation";
import { fieldName } from "./field-name";
import { parseForm } from "./parse-form";

/** What a form's save does with the schema's output: an `ActionResult`, or a thrown redirect. */
export type FormSave<S extends z.ZodType, Result extends ActionResult> = (value: z.output<S>, formData: FormData) => Promise<Result>;

export type FormOptions<Result extends ActionResult = ActionResult> = {
  /** Empties the form after a save (a visitor's request, a note), instead of keeping what was sent. */
  resetForm?: boolean;
  /** Fields never sent back to the page (a password). */
  hideFields?: string[];
  /** What people read when it is done: a text, or one made from the save's result. */
  done?: string | ((result: NoInfer<Extract<Result, { ok: true }>>) => string);
};

/** Who answers: the request (for the log), the intent it ran and the item it named. */
export type FormContext<Intent extends string | null> = { request: Request; intent: Intent; item: string | null };

const unexpectedFailure = "Erro inesperado. Tente novamente.";
const checkFields = "Verifique os campos destacados.";

// Conform turns a name such as `name[20000000]` into an array of that length, and a refusal
// sends the values back: one 40-byte post made a 60 MB answer and 1.3 GB of memory. Our
// longest list holds 50 items and our longest name is under 60 characters.
const maxNameLength = 200;
const maxIndexDigits = 3;

/** The form when every name is one our forms could have; else an empty form: every required field is missing. */
export function withinBounds(formData: FormData) {
  for (const name of formData.keys()) {
    if (name.length > maxNameLength) return new FormData();
    if (name.split(/[.[\]]/).some((segment) => /^\d+$/.test(segment) && segment.length > maxIndexDigits)) return new FormData();
  }
  return formData;
}

/**
 * The posted form. A body that is no form (JSON, garbage), or names no form of ours has,
 * read as an empty form: every required field is missing.
 */
export async function readFormData(request: Request) {
  try {
    return withinBounds(await request.formData());
  } catch {
    return new FormData();
  }
}

function conformFieldErrors(fieldErrors: FieldErrors) {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [fieldName(path), [message]]));
}

/**
 * A posted form answered: its fields checked with the form's schema, then the feature's save.
 * A refusal, the schema's or the save's, comes back per field with what was sent, so the page
 * shows it with or without JavaScript; an unexpected failure is logged and answered the same
 * way, keeping the values on screen. A redirect the save throws goes on as it is.
 */
export async function answerForm<S extends z.ZodType, Result extends ActionResult, Intent extends string | null>(
  { request, intent, item }: FormContext<Intent>,
  formData: FormData,
  schema: S,
  save: FormSave<S, Result>,
  { resetForm = false, hideFields, done }: FormOptions<Result> = {},
) {
  type Answer = ActionAnswer<Intent, Result>;
  const submission = parseForm(formData, schema);
  const answer = (outcome: Result | Refusal, message: string, result: SubmissionResult<string[]>) =>
    data<Answer>({ ...outcome, intent, item, message, result } as Answer, { status: outcome.ok ? 200 : outcome.status });
  const refused = (refusal: Refusal) =>
    answer(
      refusal,
      refusal.message,
      submission.reply({ formErrors: [refusal.message], fieldErrors: conformFieldErrors(refusal.fieldErrors ?? {}), hideFields }),
    );

  const nulField = pathOfNulCharacter(formData);
  if (nulField !== undefined) return refused(refuse(400, nulCharacterMessage, { [nulField]: nulCharacterMessage }));
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? checkFields;
    return answer(refuse(400, message), message, submission.reply({ hideFields }));
  }
  let outcome: Result;
  try {
    outcome = await save(submission.value, formData);
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error, path: new URL(request.url).pathname }, "save failed");
    return refused(refuse(500, unexpectedFailure));
  }
  if (!outcome.ok) return refused(outcome);
  const message = typeof done === "function" ? done(outcome as Extract<Result, { ok: true }>) : (done ?? "");
  // Conform's reply that empties the form carries no status: the page still has to tell the success.
  return answer(outcome, message, { ...submission.reply({ resetForm, hideFields }), status: "success" });
}

/** The action of a page's one form: `answerForm` on the posted form, with no intent. */
export async function formAction<S extends z.ZodType, Result extends ActionResult>(
  request: Request,
  schema: S,
  save: FormSave<S, Result>,
  options: FormOptions<Result> = {},
) {
  return answerForm({ request, intent: null, item: null }, await readFormData(request), schema, save, options);
}
