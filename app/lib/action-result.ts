import type { SubmissionResult } from "@conform-to/react";
import type { FieldErrors } from "./validation";

/** A write refused: its HTTP status, the pt-BR message people read and, for a form, each field's message by its dotted path. */
export type Refusal = { ok: false; status: number; message: string; fieldErrors?: FieldErrors };

/**
 * The one result of a write, from a feature's service to the route's answer: done, with what
 * the screen needs next (a slug, a link, whether anything changed), or refused.
 */
export type ActionResult<Done extends object = object> = ({ ok: true } & Done) | Refusal;

export function refuse(status: number, message: string, fieldErrors?: FieldErrors): Refusal {
  return fieldErrors ? { ok: false, status, message, fieldErrors } : { ok: false, status, message };
}

/**
 * What a form's or an intent's action answers (`formAction`, `intentAction`): the result with
 * the message to tell, the intent it ran (null for a form of its own or an unknown intent), the
 * item the post named (a lead, a member) and Conform's reply for the form that posted.
 */
export type ActionAnswer<Intent extends string | null = string | null, Result extends ActionResult = ActionResult> = (Result | Refusal) & {
  intent: Intent;
  item: string | null;
  message: string;
  result: SubmissionResult<string[]>;
};
