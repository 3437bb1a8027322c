/** The login form's fields; a body that is no form (JSON, garbage) reads as empty fields, answered 400 by the sign-in rules. */
export async function readLoginForm(request: Request): Promise<{ email?: unknown; password?: unknown }> {
  const form = await request.formData().catch(() => null);
  return { email: form?.get("email") ?? undefined, password: form?.get("password") ?? undefined };
}

/** The e-mail and password of a JSON body; anything else (null, an array, text) reads as empty fields. */
export function loginFieldsOf(body: unknown): { email?: unknown; password?: unknown } {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return { email: fields.email, password: fields.password };
}
