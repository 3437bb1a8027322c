import { data } from "react-router";
import { formAction } from "~/lib/forms/form-action.server";
import { readJson } from "~/lib/validation";
import { contactFormShownAt } from "./form-clock.server";
import { contactFormSchema } from "./schema";
import { submitContactRequest } from "./service.server";

/** The contact form's action (contact page, quote modal, detail popup): stored, or why not, per field. */
export function contactFormAction(request: Request, clientIp: string) {
  const shownAt = contactFormShownAt(request);
  return formAction(request, contactFormSchema, (value) => submitContactRequest(value, { clientIp, shownAt }), { resetForm: true });
}

/** The JSON API for other senders (a landing page, an integration): the same rules and answers in JSON. */
export async function respondToContactRequest(request: Request, clientIp: string) {
  const result = await submitContactRequest(await readJson(request), { clientIp });
  if (!result.ok)
    return data({ ok: false as const, message: result.message, fieldErrors: result.fieldErrors ?? {} }, { status: result.status });
  return data({ ok: true as const }, { status: 201 });
}
