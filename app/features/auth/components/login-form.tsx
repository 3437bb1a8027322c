import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/input";
import { loginSchema } from "../login-schema";
import { forgotPasswordPath } from "../password-reset-schema";
import { AuthCardLink } from "./auth-card";

/** The first step of a staff sign-in: e-mail and password, checked in the browser and again on the server. */
export function LoginForm({ lastResult, submitting }: { lastResult: SubmissionResult<string[]> | undefined; submitting: boolean }) {
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, loginSchema),
  });
  // The schema's refusals, and the server's, are the message to show: a title, then a description.
  const [title, description] = form.errors ?? fields.email.errors ?? [];

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      {title ? (
        <Alert tone="error" title={title}>
          {description}
        </Alert>
      ) : null}
      <div>
        <Label htmlFor={fields.email.id}>E-mail</Label>
        <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="username" inputMode="email" />
      </div>
      <div>
        <Label htmlFor={fields.password.id}>Senha</Label>
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Entrando..." : "Entrar"}
      </Button>
      <AuthCardLink to={forgotPasswordPath}>Esqueci minha senha</AuthCardLink>
    </Form>
  );
}
