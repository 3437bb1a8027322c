import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ReactNode, Ref } from "react";
import { useFetcher } from "react-router";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field, describedBy } from "~/ui/field";
import { EmailAddress } from "~/ui/email-address";
import { Input } from "~/ui/input";
import { erasureSchema } from "../erasure-schema";
import { leadErasurePath } from "../privacy-paths";

type Props = {
  leadId: string;
  email: string;
  /** What leaves without erasing: the dialog's 'Cancelar', or the page's way back. */
  cancel: ReactNode;
  /** The answer of a post sent before scripts loaded, which came back as the erasure's page. */
  documentResult?: FormActionData["result"];
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The erasure's confirmation: staff type the lead's e-mail, then 'Apagar dados'. It posts to the
 * erasure's page, so it works before scripts load; the server checks the e-mail again.
 */
export function ErasureForm({ leadId, email, cancel, documentResult, inputRef }: Props) {
  const fetcher = useFetcher<FormActionData>({ key: `erase-${leadId}` });
  const [form, fields] = useForm({
    id: `erase-${leadId}`,
    lastResult: fetcher.data?.result ?? documentResult,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, erasureSchema(email)),
  });
  const busy = fetcher.state !== "idle";
  const error = fields.email.errors?.[0];
  return (
    <fetcher.Form method="post" action={leadErasurePath(leadId)} {...getFormProps(form)} className="space-y-4">
      {form.errors?.length ? <Alert tone="error" title={form.errors[0]!} /> : null}
      <Field
        id={fields.email.id}
        label={
          <>
            Para confirmar, digite o e-mail{" "}
            <span className="font-semibold">
              <EmailAddress email={email} />
            </span>
          </>
        }
        error={error}
      >
        <Input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          ref={inputRef}
          autoComplete="off"
          inputMode="email"
          spellCheck={false}
          {...describedBy(fields.email.id, { error })}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        {cancel}
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Apagando..." : "Apagar dados"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
