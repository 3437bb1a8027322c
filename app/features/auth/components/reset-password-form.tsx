import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { buttonClass } from "~/ui/button-class";
import { forgotPasswordPath, passwordResetMessages, resetPasswordSchema, type ResetLinkState } from "../password-reset-schema";
import { minPasswordLength } from "../password-rules";
import { AuthCardLink, authLinkClass } from "./auth-card";

const loginPath = "/admin/auth";

/** The reset link's page: the new password twice, or why the link no longer works. */
export function ResetPasswordForm({
  token,
  state,
  lastResult,
  submitting,
}: {
  token: string;
  state: ResetLinkState;
  lastResult: FormActionData["result"] | undefined;
  submitting: boolean;
}) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, resetPasswordSchema),
    shouldRevalidate: "onInput",
  });

  if (lastResult?.status === "success") {
    return (
      <>
        <Alert tone="success" title="Senha redefinida" className="mt-6">
          Entre no painel com a nova senha. As outras sessões abertas da sua conta foram encerradas.
        </Alert>
        <Link to={loginPath} className={buttonClass({ className: "mt-6 w-full" })}>
          Ir para o login
        </Link>
      </>
    );
  }

  if (state !== "valid") {
    return (
      <>
        <Alert tone="error" title={state === "deactivated" ? "Conta desativada" : "Link inválido"} className="mt-6">
          {state === "deactivated" ? passwordResetMessages.deactivated : `${passwordResetMessages.invalidLink} Peça um novo link.`}
        </Alert>
        <div className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
          {state === "invalid" ? (
            <Link to={forgotPasswordPath} className={authLinkClass}>
              Pedir um novo link
            </Link>
          ) : null}
          <Link to={loginPath} className={authLinkClass}>
            Voltar ao login
          </Link>
        </div>
      </>
    );
  }

  const passwordError = fields.password.errors?.[0];
  const confirmationError = fields.confirmation.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      {form.errors?.[0] ? <Alert tone="error" title={form.errors[0]} /> : null}
      <input type="hidden" name={fields.token.name} value={token} />
      <Field id={fields.password.id} label="Nova senha" error={passwordError} hint={`Pelo menos ${minPasswordLength} caracteres.`}>
        <Input
          {...getInputProps(fields.password, { type: "password" })}
          aria-describedby={[`${fields.password.id}-hint`, passwordError ? fields.password.errorId : ""].filter(Boolean).join(" ")}
          autoComplete="new-password"
        />
      </Field>
      <Field id={fields.confirmation.id} label="Repita a nova senha" error={confirmationError}>
        <Input {...getInputProps(fields.confirmation, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Salvando..." : "Salvar nova senha"}
      </Button>
      <AuthCardLink to={loginPath}>Voltar ao login</AuthCardLink>
    </Form>
  );
}
