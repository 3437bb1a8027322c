import { data } from "react-router";
import { readJson } from "~/lib/validation";
import { submitContactRequest } from "./service.server";

/** The answer of a form's route action: the request stored, or why not. */
export async function respondToContactForm(request: Request, clientIp: string, type?: "contact") {
  const body = await readJson(request);
  const input = type && body && typeof body === "object" ? { ...body, type } : body;
  const result = await submitContactRequest(input, { clientIp });
  if (!result.ok) return data({ ok: false as const, message: result.message, fieldErrors: result.fieldErrors }, { status: result.status });
  return data({ ok: true as const }, { status: 201 });
}
