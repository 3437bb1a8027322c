import { data, redirect } from "react-router";
import { readFormData } from "~/lib/forms/form-action.server";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { erasureSchema } from "./erasure-schema";
import { erasePersonData } from "./person-erasure.server";
import { findPrivacyLead } from "./privacy-lead.server";
import { privacyMessages } from "./privacy-messages";
import { afterErasurePath } from "./privacy-paths";

/**
 * The erasure's post: the typed e-mail must be the lead's (checked again inside the erasure's
 * transaction). A refusal comes back on the form; a done erasure leads to its record.
 */
export async function erasureAction(request: Request, leadId: string | undefined) {
  const formData = await readFormData(request);
  const lead = await findPrivacyLead(leadId);
  const submission = parseForm(formData, erasureSchema(lead?.email ?? ""));
  if (!lead) return data<FormActionData>({ result: submission.reply({ formErrors: [privacyMessages.leadNotFound] }) }, { status: 404 });
  if (submission.status !== "success") return data<FormActionData>({ result: submission.reply() }, { status: 400 });
  const erased = await erasePersonData(lead.id, submission.value.email);
  if (!erased.ok) {
    return data<FormActionData>({ result: submission.reply({ fieldErrors: { email: [erased.message] } }) }, { status: erased.status });
  }
  return redirect(afterErasurePath);
}
