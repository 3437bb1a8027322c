import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Input, Label } from "~/ui/input";
import { backupCodeSchema, totpCodeSchema } from "../two-factor-schema";
import { useFieldCheck } from "./use-field-check";

const methods = {
  totp: {
    label: "Código de verificação",
    help: "Digite o código de 6 dígitos exibido no seu aplicativo autenticador.",
    switchTo: "Usar um código de recuperação",
  },
  backup: {
    label: "Código de recuperação",
    help: "Digite um dos códigos de recuperação que você guardou ao ativar a verificação.",
    switchTo: "Usar o código do aplicativo",
  },
} as const;

type Method = keyof typeof methods;

/** The second step of a staff sign-in with two-factor on: the app's code, or a backup code. */
export function TwoFactorChallenge({
  fetcher,
  serverMessage,
  onRestart,
}: {
  fetcher: FetcherWithComponents<unknown>;
  serverMessage: string | undefined;
  onRestart: () => void;
}) {
  const [method, setMethod] = useState<Method>("totp");
  const { clientError, onSubmit, clear } = useFieldCheck(method === "totp" ? totpCodeSchema : backupCodeSchema, "code");
  const submitting = fetcher.state !== "idle";
  const message = clientError ?? serverMessage;
  const texts = methods[method];

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold text-steel-900">Verificação em duas etapas</h2>
      <p className="text-sm text-steel-600">{texts.help}</p>
      {message ? (
        <Alert tone="error" title="Verificação em duas etapas">
          {message}
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value={method} />
      <div>
        <Label htmlFor="code">{texts.label}</Label>
        <Input
          key={method}
          id="code"
          name="code"
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
          onClick={() => {
            setMethod(method === "totp" ? "backup" : "totp");
            clear();
          }}
        >
          {texts.switchTo}
        </button>
        <button type="button" className="font-medium text-steel-700 underline-offset-2 hover:underline" onClick={onRestart}>
          Voltar ao login
        </button>
      </div>
    </fetcher.Form>
  );
}
