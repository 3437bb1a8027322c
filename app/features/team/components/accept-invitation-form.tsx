import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field, describedBy } from "~/ui/field";
import { Input } from "~/ui/input";
import { acceptInvitationSchema } from "../schema";

/** The invitee's name and password, checked in the browser and again on the server. */
export function AcceptInvitationForm({
  lastResult,
  submitting,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  submitting: boolean;
}) {
  const [form, fields] = useForm({
    id: "accept-invitation",
    lastResult,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, acceptInvitationSchema),
  });
  const errorOf = (field: { errors?: string[] }) => field.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      {form.errors?.[0] ? (
        <Alert tone="error" title="Não foi possível criar a conta">
          {form.errors[0]}
        </Alert>
      ) : null}
      <Field id={fields.name.id} label="Seu nome" error={errorOf(fields.name)}>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="name"
          {...describedBy(fields.name.id, { error: errorOf(fields.name) })}
        />
      </Field>
      <Field id={fields.password.id} label="Senha" error={errorOf(fields.password)} hint="Pelo menos 8 caracteres.">
        <Input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          {...describedBy(fields.password.id, { error: errorOf(fields.password), hint: true })}
        />
      </Field>
      <Field id={fields.confirmPassword.id} label="Confirme a senha" error={errorOf(fields.confirmPassword)}>
        <Input
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          {...describedBy(fields.confirmPassword.id, { error: errorOf(fields.confirmPassword) })}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Criando conta..." : "Criar conta e entrar"}
      </Button>
    </Form>
  );
}
