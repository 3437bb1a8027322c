import { useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { FormSection } from "~/ui/form-section";
import type { AccountSecurityResponse } from "../account-security";
import { PasswordConfirmationForm } from "./password-confirmation-form";
import { TwoFactorSetup } from "./two-factor-setup";

/**
 * Two-factor sign-in of the signed-in staff member. A setup under way stays on screen until
 * 'Concluir' or 'Cancelar', even once the account reads as protected, so the backup codes are seen.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [round, setRound] = useState(0);
  const startKey = `two-factor-start-${round}`;
  const start = useFetcher<AccountSecurityResponse>({ key: startKey });
  const turnOff = useFetcher<AccountSecurityResponse>({ key: "two-factor-off" });
  const settingUp = start.data?.ok === true;

  return (
    <FormSection
      title="Verificação em duas etapas"
      description="Um código do aplicativo autenticador, além da senha, a cada login."
      actions={enabled ? <Badge tone="success">Ativada</Badge> : <Badge>Desativada</Badge>}
    >
      {enabled && !settingUp ? (
        <PasswordConfirmationForm
          fetcher={turnOff}
          intent="disable"
          variant="danger"
          submitLabel="Desativar verificação em duas etapas"
          submittingLabel="Desativando..."
        >
          <p className="text-sm text-steel-700">
            O login pede o código do aplicativo autenticador. Para voltar a entrar só com e-mail e senha, confirme sua senha.
          </p>
        </PasswordConfirmationForm>
      ) : (
        <>
          {!enabled && !settingUp && turnOff.data?.ok ? <Alert tone="success" title="Verificação em duas etapas desativada." /> : null}
          <TwoFactorSetup key={startKey} fetcherKey={startKey} onFinished={() => setRound((value) => value + 1)} />
        </>
      )}
    </FormSection>
  );
}
