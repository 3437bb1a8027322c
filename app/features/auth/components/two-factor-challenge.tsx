import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/input";
import { backupCodeSchema, totpCodeSchema } from "../two-factor-schema";

const methods = {
  totp: {
    label: "Código de verificação",
    help: "Digite o código de 6 dígitos exibido no seu aplicativo autenticador.",
    switchTo: "Usar um código de recuperação",
    schema: totpCodeSchema,
  },
  backup: {
    label: "Código de recuperação",
    help: "Digite um dos códigos de recuperação que você guardou ao ativar a verificação.",
    switchTo: "Usar o código do aplicativo",
    schema: backupCodeSchema,
  },
} as const;

type Method = keyof typeof methods;

/** The second step of a staff sign-in with two-factor on: the app's code, or a backup code. */
export function TwoFactorChallenge({
  lastResult,
  submitting,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  submitting: boolean;
}) {
  const [method, setMethod] = useState<Method>("totp");
  const location = useLocation();
  const texts = methods[method];
  const [form, fields] = useForm({
    id: `two-factor-${method}`,
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, texts.schema),
  });
  const message = form.errors?.[0] ?? fields.code.errors?.[0];

  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold text-steel-900">Verificação em duas etapas</h2>
      <p className="text-sm text-steel-600">{texts.help}</p>
      {message ? (
        <Alert tone="error" title="Verificação em duas etapas">
          {message}
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value={method} />
      <div>
        <Label htmlFor={fields.code.id}>{texts.label}</Label>
        <Input
          {...getInputProps(fields.code, { type: "text", value: false })}
          key={method}
          autoFocus
          autoComplete="one-time-code"
          inputMode={method === "totp" ? "numeric" : "text"}
          maxLength={method === "totp" ? 7 : 32}
          className="font-mono tracking-widest"
        />
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Verificando..." : "Verificar"}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          onClick={() => setMethod(method === "totp" ? "backup" : "totp")}
        >
          {texts.switchTo}
        </button>
        {/* A fresh visit of the login screen: a new attempt, without the last answer. */}
        <Link to={`${location.pathname}${location.search}`} className="font-medium text-steel-700 underline-offset-2 hover:underline">
          Voltar ao login
        </Link>
      </div>
    </Form>
  );
}
