import { useRef } from "react";
import { useFetcher } from "react-router";
import { staffRoles } from "~/features/auth";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { Select } from "~/ui/field";
import { Label } from "~/ui/input";
import type { TeamMember } from "../members.server";
import { roleLabels } from "../schema";
import type { TeamAnswer } from "../team-answer";
import { useAnswerToast } from "~/lib/use-answer-toast";
import { Alert } from "~/ui/alert";
import { CopyableLink } from "./copyable-link";

const resetLinkOf = (answer: TeamAnswer | undefined) => (answer?.ok ? answer.resetLink : undefined);

/** One staff member: who, their role and state, and what an administrator can change. */
export function MemberCard({ member, isSelf, documentAnswer }: { member: TeamMember; isSelf: boolean; documentAnswer?: TeamAnswer }) {
  const fetcher = useFetcher<TeamAnswer>({ key: `member-${member.id}` });
  // Each answer of a member's change is told once, as a toast.
  useAnswerToast(fetcher);
  const busy = fetcher.state !== "idle";
  const roleId = `role-${member.id}`;
  const deactivateForm = useRef<HTMLFormElement>(null);
  // Without scripts the answer comes back as the page: only the member it was for shows its link.
  const documentLink = documentAnswer?.item === member.id ? resetLinkOf(documentAnswer) : undefined;
  const resetLink = fetcher.data ? resetLinkOf(fetcher.data) : documentLink;

  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-steel-900">
            {member.name}
            {isSelf ? <span className="font-normal text-steel-600"> (você)</span> : null}
          </h3>
          <p className="text-sm break-all text-steel-700">{member.email}</p>
          <p className="mt-1 text-xs text-steel-600">
            {member.lastSignInAt ? `Último acesso em ${formatDateTime(member.lastSignInAt)}` : "Nunca entrou"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">
            <span className="sr-only">Função: </span>
            {roleLabels[member.role]}
          </Badge>
          <Badge tone={member.twoFactorEnabled ? "success" : "neutral"}>
            {member.twoFactorEnabled ? "Verificação em duas etapas ativa" : "Sem verificação em duas etapas"}
          </Badge>
          <Badge tone={member.active ? "success" : "danger"}>{member.active ? "Ativo" : "Inativo"}</Badge>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={member.id} />
          <div>
            <Label htmlFor={roleId}>Função</Label>
            <Select id={roleId} name="role" defaultValue={member.role} key={member.role} className="w-44">
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Alterar função
          </Button>
        </fetcher.Form>
        {member.active ? (
          isSelf ? null : (
            // Without scripts the button posts at once; with them it asks first, and only the dialog's answer posts.
            <fetcher.Form method="post" ref={deactivateForm} onSubmit={(event) => event.preventDefault()}>
              <input type="hidden" name="intent" value="deactivate" />
              <input type="hidden" name="userId" value={member.id} />
              <ConfirmDialog
                trigger={
                  <Button type="submit" variant="danger" disabled={busy}>
                    Desativar
                  </Button>
                }
                title={`Desativar ${member.name}?`}
                description="A pessoa sai do painel agora: as sessões abertas são encerradas e ela não consegue mais entrar. O histórico dela é mantido, e a conta pode ser reativada."
                confirmLabel="Desativar"
                onConfirm={() => fetcher.submit(deactivateForm.current)}
                busy={busy}
              />
            </fetcher.Form>
          )
        ) : (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="reactivate" />
            <input type="hidden" name="userId" value={member.id} />
            <Button type="submit" variant="outline" disabled={busy}>
              Reativar
            </Button>
          </fetcher.Form>
        )}
        {member.active && !isSelf ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="reset-link" />
            <input type="hidden" name="userId" value={member.id} />
            <Button type="submit" variant="outline" disabled={busy}>
              Gerar link de nova senha
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
      {resetLink ? (
        <Alert tone="info" title="Link para redefinir a senha" className="mt-4 wrap-anywhere">
          <p>
            Envie este link a {member.name}. Ele vale até {formatDateTime(resetLink.expiresAt)} e pode ser usado uma única vez; a nova senha
            encerra as sessões abertas.
          </p>
          <CopyableLink url={resetLink.url} label={`Link de nova senha de ${member.name}`} />
        </Alert>
      ) : null}
    </Card>
  );
}
