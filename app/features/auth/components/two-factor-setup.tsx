import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { accountSecurityPath, type AccountSecurityResponse, type TwoFactorSetup as Setup } from "../account-security";
import { totpCodeSchema } from "../two-factor-schema";
import { PasswordConfirmationForm } from "./password-confirmation-form";

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string) {
  return (
    secret
      .replace(/=+$/, "")
      .match(/.{1,4}/g)
      ?.join(" ") ?? secret
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="success" title="Verificação em duas etapas ativada.">
        A partir de agora o login pede o código do aplicativo autenticador.
      </Alert>
      <div>
        <h3 className="font-semibold text-steel-900">Códigos de recuperação</h3>
        <p className="mt-1 text-sm text-steel-600">
          Guarde estes códigos em um lugar seguro. Cada um permite entrar uma única vez, se você estiver sem o aplicativo. Eles não serão
          exibidos novamente.
        </p>
        <ul aria-label="Códigos de recuperação" className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded-md bg-steel-100 px-3 py-1.5 text-center text-steel-900">
              {code}
            </li>
          ))}
        </ul>
      </div>
      <Button type="button" onClick={onDone}>
        Concluir
      </Button>
    </div>
  );
}

function ConfirmSetup({ setup, onCancel, onConfirmed }: { setup: Setup; onCancel: () => void; onConfirmed: () => void }) {
  const fetcher = useFetcher<AccountSecurityResponse>();
  const [form, fields] = useForm({ id: "setup", onValidate: ({ formData }) => parseForm(formData, totpCodeSchema) });
  const error = fields.code.errors?.[0] ?? (fetcher.data?.ok === false ? fetcher.data.message : undefined);
  if (fetcher.data?.ok) return <BackupCodes codes={setup.backupCodes} onDone={onConfirmed} />;

  return (
    <fetcher.Form method="post" action={accountSecurityPath} {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="intent" value="confirm" />
      <ol className="space-y-5 text-sm text-steel-800">
        <li className="space-y-3">
          <p className="font-medium">
            1. Escaneie o QR code com o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).
          </p>
          <img
            src={setup.qrCode}
            alt="QR code para configurar o aplicativo autenticador"
            width={208}
            height={208}
            className="rounded-md border border-steel-200"
          />
          <p>
            Sem câmera? Digite esta chave no aplicativo:{" "}
            <code aria-label="Chave secreta" className="rounded bg-steel-100 px-2 py-1 font-mono break-all text-steel-900">
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li className="space-y-3">
          <p className="font-medium">2. Digite o código de 6 dígitos exibido no aplicativo para confirmar.</p>
          <Field id={fields.code.id} label="Código de verificação" error={error ?? undefined} className="max-w-xs">
            <Input
              {...getInputProps(fields.code, { type: "text" })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fields.code.errorId : undefined}
              autoFocus
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="font-mono tracking-widest"
            />
          </Field>
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Confirmando..." : "Confirmar e ativar"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </fetcher.Form>
  );
}

/**
 * Turning two-factor sign-in on: the password, then the QR code and the secret with a code
 * from the app to confirm, then the backup codes, shown once.
 */
export function TwoFactorSetup({ fetcherKey, onFinished }: { fetcherKey: string; onFinished: () => void }) {
  const fetcher = useFetcher<AccountSecurityResponse>({ key: fetcherKey });
  const setup = fetcher.data?.ok && fetcher.data.intent === "start" ? fetcher.data.setup : undefined;
  if (setup) return <ConfirmSetup setup={setup} onCancel={onFinished} onConfirmed={onFinished} />;
  return (
    <PasswordConfirmationForm
      fetcher={fetcher}
      intent="start"
      submitLabel="Ativar verificação em duas etapas"
      submittingLabel="Preparando..."
    >
      <p className="text-sm text-steel-700">
        Além da senha, o login pedirá um código de 6 dígitos gerado por um aplicativo autenticador no seu celular. Confirme sua senha para
        começar.
      </p>
    </PasswordConfirmationForm>
  );
}
