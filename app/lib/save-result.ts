import type { FieldErrors, Validated } from "./validation";

/** The answer of an editor's save: done, or refused with the message and each field's error. */
export type SaveResult = { ok: true; status?: number } | { ok: false; status: number; message: string; fieldErrors?: FieldErrors };

export function refused(result: Extract<Validated<unknown>, { ok: false }>): SaveResult {
  return { ok: false, status: 400, message: result.message, fieldErrors: result.fieldErrors };
}
