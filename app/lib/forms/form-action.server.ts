import { data } from "react-router";
import type { z } from "zod";
import { logger } from "../logger.server";
import type { SaveResult } from "../save-result";
import { nulCharacterMessage, type FieldErrors } from "../validation";
import { fieldName } from "./field-name";
import type { FormActionData } from "./form-result";
import { parseForm } from "./parse-form";

type Options = {
  /** Empties the form after a save (a visitor's request), instead of keeping what was sent. */
  resetForm?: boolean;
  /** Fields never sent back to the page (a password). */
  hideFields?: string[];
};

const unexpectedFailure = "Erro inesperado. Tente novamente.";

// Conform turns a name such as `name[20000000]` into an array of that length, and a refusal
// sends the values back: one 40-byte post made a 60 MB answer and 1.3 GB of memory. Our
// longest list holds 50 items and our longest name is under 60 characters.
const maxNameLength = 200;
const maxIndexDigits = 3;

function namesWithinBounds(formData: FormData) {
  for (const name of formData.keys()) {
    if (name.length > maxNameLength) return false;
    if (name.split(/[.[\]]/).some((segment) => /^\d+$/.test(segment) && segment.length > maxIndexDigits)) return false;
  }
  return true;
}

/**
 * The posted form. A body that is no form (JSON, garbage), or names no form of ours has,
 * read as an empty form: every required field is missing.
 */
export async function readFormData(request: Request) {
  try {
    const formData = await request.formData();
    return namesWithinBounds(formData) ? formData : new FormData();
  } catch {
    return new FormData();
  }
}

/** The first field whose text holds U+0000, which PostgreSQL cannot store in text. */
function fieldWithNulCharacter(formData: FormData) {
  for (const [name, value] of formData) if (typeof value === "string" && value.includes("\u0000")) return name;
  return undefined;
}

function conformFieldErrors(fieldErrors: FieldErrors) {
  return Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [fieldName(path), [message]]));
}

/**
 * The action of a form: its fields checked with the form's schema, then the feature's save.
 * A refusal, the schema's or the save's, comes back per field with what was sent, so the
 * page shows it with or without JavaScript; an unexpected failure is logged and answered
 * the same way, keeping the values on screen.
 */
export async function formAction<S extends z.ZodType>(
  request: Request,
  schema: S,
  save: (value: z.output<S>, formData: FormData) => Promise<SaveResult>,
  { resetForm = false, hideFields }: Options = {},
) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, schema);
  const nulField = fieldWithNulCharacter(formData);
  if (nulField !== undefined) {
    return data<FormActionData>(
      { result: submission.reply({ formErrors: [nulCharacterMessage], fieldErrors: { [nulField]: [nulCharacterMessage] }, hideFields }) },
      { status: 400 },
    );
  }
  if (submission.status !== "success") return data<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    const saved = await save(submission.value, formData);
    if (!saved.ok) {
      const result = submission.reply({
        formErrors: [saved.message],
        fieldErrors: conformFieldErrors(saved.fieldErrors ?? {}),
        hideFields,
      });
      return data<FormActionData>({ result }, { status: saved.status });
    }
    // Conform's reply that empties the form carries no status: the page still has to tell the success.
    const result = { ...submission.reply({ resetForm, hideFields }), status: "success" as const };
    return data<FormActionData>({ result }, { status: saved.status ?? 200 });
  } catch (error) {
    logger.error({ err: error, path: new URL(request.url).pathname }, "save failed");
    return data<FormActionData>({ result: submission.reply({ formErrors: [unexpectedFailure], hideFields }) }, { status: 500 });
  }
}
