import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Button, type ButtonProps } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { accountSecurityPath, type AccountSecurityIntent, type AccountSecurityResponse } from "../account-security";
import { passwordConfirmationSchema } from "../two-factor-schema";

/** A step of the 'Segurança da conta' screen that the current password must confirm. */
export function PasswordConfirmationForm({
  fetcher,
  intent,
  submitLabel,
  submittingLabel,
  variant,
  children,
}: {
  fetcher: FetcherWithComponents<AccountSecurityResponse>;
  intent: AccountSecurityIntent;
  submitLabel: string;
  submittingLabel: string;
  variant?: ButtonProps["variant"];
  children?: ReactNode;
}) {
  const [form, fields] = useForm({
    id: `${intent}-password`,
    onValidate: ({ formData }) => parseForm(formData, passwordConfirmationSchema),
  });
  const error = fields.password.errors?.[0] ?? (fetcher.data?.ok === false ? fetcher.data.message : undefined);

  return (
    <fetcher.Form method="post" action={accountSecurityPath} {...getFormProps(form)} className="space-y-4">
      {children}
      <input type="hidden" name="intent" value={intent} />
      <Field id={fields.password.id} label="Senha atual" error={error ?? undefined} className="max-w-sm">
        <Input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fields.password.errorId : undefined}
        />
      </Field>
      <Button type="submit" variant={variant} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? submittingLabel : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
