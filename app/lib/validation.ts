import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

/** Runs a form's schema; the first message of each field, keyed by its dotted path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, message: result.error.issues[0]?.message ?? "Dados inválidos", fieldErrors };
}

/** The JSON body of a request, or undefined when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
