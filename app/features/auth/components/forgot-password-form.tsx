import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { forgotPasswordSchema, passwordResetMessages } from "../password-reset-schema";
import { AuthCardLink } from "./auth-card";

function BackToLogin() {
  return (
    <AuthCardLink to="/admin/auth" className="mt-6">
      Voltar ao login
    </AuthCardLink>
  );
}

/**
 * 'Esqueci minha senha': the account's e-mail, answered with the same words whatever it is.
 * Where the site sends no e-mail, the way is an administrator's link instead.
 */
export function ForgotPasswordForm({
  byMail,
  lastResult,
  submitting,
}: {
  byMail: boolean;
  lastResult: FormActionData["result"] | undefined;
  submitting: boolean;
}) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, forgotPasswordSchema),
    shouldRevalidate: "onInput",
  });

  if (!byMail) {
    return (
      <>
        <Alert tone="info" title="Peça o link a um administrador" className="mt-6">
          Este site não está configurado para enviar e-mails. Um administrador pode gerar para você um link para redefinir a senha, na tela
          da equipe.
        </Alert>
        <BackToLogin />
      </>
    );
  }

  if (lastResult?.status === "success") {
    return (
      <>
        <Alert tone="success" title="Verifique o seu e-mail" className="mt-6">
          {passwordResetMessages.requested} O link vale por 1 hora.
        </Alert>
        <BackToLogin />
      </>
    );
  }

  const emailError = fields.email.errors?.[0];
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        {form.errors?.[0] ? <Alert tone="error" title={form.errors[0]} /> : null}
        <Field id={fields.email.id} label="E-mail" error={emailError}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="username" inputMode="email" />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Enviando..." : "Enviar link"}
        </Button>
      </Form>
      <BackToLogin />
    </>
  );
}
