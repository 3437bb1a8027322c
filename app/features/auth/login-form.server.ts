export type LoginFields = { email?: unknown; password?: unknown; intent?: unknown; code?: unknown };

/**
 * The login form's fields (the second step sends `intent` and `code`); a body that is no form
 * (JSON, garbage) reads as empty fields, answered 400 by the sign-in rules.
 */
export async function readLoginForm(request: Request): Promise<LoginFields> {
  const form = await request.formData().catch(() => null);
  const field = (name: string) => form?.get(name) ?? undefined;
  return { email: field("email"), password: field("password"), intent: field("intent"), code: field("code") };
}

/** The e-mail and password of a JSON body; anything else (null, an array, text) reads as empty fields. */
export function loginFieldsOf(body: unknown): { email?: unknown; password?: unknown } {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return { email: fields.email, password: fields.password };
}
