import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button, type ButtonProps } from "~/ui/button";
import { describedBy, Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { accountSecurityPath, type AccountSecurityIntent, type AccountSecurityResponse } from "../account-security";
import { passwordConfirmationSchema } from "../two-factor-schema";
import { useFieldCheck } from "./use-field-check";

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
  const { clientError, onSubmit } = useFieldCheck(passwordConfirmationSchema, "password");
  const id = `${intent}-password`;
  const error = clientError ?? (fetcher.data?.ok === false ? fetcher.data.message : undefined);

  return (
    <fetcher.Form method="post" action={accountSecurityPath} noValidate onSubmit={onSubmit} className="space-y-4">
      {children}
      <input type="hidden" name="intent" value={intent} />
      <Field id={id} label="Senha atual" error={error ?? undefined} className="max-w-sm">
        <Input id={id} name="password" type="password" autoComplete="current-password" {...describedBy(id, { error })} />
      </Field>
      <Button type="submit" variant={variant} disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? submittingLabel : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
