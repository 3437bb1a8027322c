import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Button } from "~/ui/button";
import { Field, describedBy } from "~/ui/field";
import { FormAnswer } from "~/ui/form-answer";
import { Input } from "~/ui/input";
import { accountMessages, accountNameSchema } from "../schema";

/** The staff member's name, checked in the browser and again on the server. */
export function AccountNameForm({ name, lastResult }: { name: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const submitting = useNavigation().formData?.has("name") === true;
  const [form, fields] = useForm({
    id: "account-name",
    lastResult,
    defaultValue: { name },
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, accountNameSchema),
  });
  const error = fields.name.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormAnswer result={lastResult} messages={accountMessages} />
      <Field id={fields.name.id} label="Nome" error={error} hint="Aparece nos convites que você envia, na atividade e na equipe.">
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="name"
          className="max-w-sm"
          {...describedBy(fields.name.id, { error, hint: true })}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Salvando..." : "Salvar nome"}
      </Button>
    </Form>
  );
}
