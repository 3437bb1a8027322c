import type { z } from "zod";
import { apiError } from "~/lib/api-response";
import { readJson } from "~/lib/validation";
import { forgotPasswordSchema, passwordResetMessages } from "./password-reset-schema";
import { requestPasswordReset, resetPassword } from "./password-reset.server";
import { newPasswordSchema } from "./password-rules";

function textFields(body: unknown, names: string[]) {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(names.map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]));
}

function firstMessage(error: z.ZodError) {
  return error.issues[0]?.message ?? "Requisição inválida.";
}

/**
 * The auth library's reset endpoints (`request-password-reset`, `reset-password`), answered by
 * the same rules as the pages: the limits, the same answer for any address, no way back in for
 * a deactivated account. Undefined for any other endpoint, which the library answers itself.
 */
export async function passwordResetApi(endpoint: string, request: Request, clientIp: string): Promise<Response | undefined> {
  if (request.method !== "POST") return undefined;
  if (endpoint === "request-password-reset") {
    const parsed = forgotPasswordSchema.safeParse(textFields(await readJson(request), ["email"]));
    if (!parsed.success) return apiError(firstMessage(parsed.error), 400, "invalid_email");
    const result = await requestPasswordReset(parsed.data, { clientIp });
    if (!result.ok) return apiError(result.message, result.status, "password_reset_refused");
    return Response.json({ status: true, message: passwordResetMessages.requested });
  }
  if (endpoint === "reset-password") {
    const { token, newPassword } = textFields(await readJson(request), ["token", "newPassword"]);
    const password = newPasswordSchema.safeParse(newPassword);
    if (!password.success) return apiError(firstMessage(password.error), 400, "invalid_password");
    const result = await resetPassword({ token: token ?? "", password: password.data });
    if (!result.ok) return apiError(result.message, result.status, "password_reset_refused");
    return Response.json({ status: true });
  }
  return undefined;
}
