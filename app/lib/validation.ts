import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors };

export const nulCharacterMessage = "O texto contém um caractere inválido (nulo).";

/**
 * The dotted path of the first string holding U+0000, which PostgreSQL cannot store in text: in
 * a JSON body, a posted form (the field's name) or a text ("").
 * Walked without recursion: a hostile body may nest thousands of levels.
 */
export function pathOfNulCharacter(input: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] =
    input instanceof FormData ? [...input].map(([path, value]) => ({ value, path })) : [{ value: input, path: "" }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return undefined;
}

/** Runs a form's schema; the first message of each field, keyed by its dotted path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.infer<S>> {
  const nul = pathOfNulCharacter(input);
  if (nul !== undefined) return { ok: false, message: nulCharacterMessage, fieldErrors: { [nul]: nulCharacterMessage } };
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
