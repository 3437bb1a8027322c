import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { staffRoles } from "~/features/auth";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field, Select, describedBy } from "~/ui/field";
import { Input } from "~/ui/input";
import { inviteSchema, roleLabels, roleSummaries } from "../schema";
import type { InvitationLink as Invitation, TeamAnswer } from "../team-answer";
import { CopyableLink } from "./copyable-link";

const mailNotes = {
  sent: "O convite foi enviado por e-mail. Você também pode copiar o link abaixo.",
  disabled: "O envio de e-mail não está configurado: copie o link e envie ao convidado.",
  failed:
    "Não foi possível enviar o e-mail agora; o site tentará de novo (veja em E-mails). Você também pode copiar o link e enviar ao convidado.",
  pending: "O e-mail está na fila de envio (veja em E-mails). Você também pode copiar o link e enviar ao convidado.",
} as const;

function InvitationLink({ invitation }: { invitation: Invitation }) {
  return (
    <Alert
      tone={invitation.mail === "sent" ? "success" : "info"}
      title={`Convite criado para ${invitation.email}`}
      className="mt-4 wrap-anywhere"
    >
      {invitation.replaced ? (
        <p className="font-medium">O convite anterior para este e-mail foi substituído: o link dele não vale mais.</p>
      ) : null}
      <p>{mailNotes[invitation.mail]} O link vale 48 horas e pode ser usado uma única vez.</p>
      <CopyableLink url={invitation.url} label="Link do convite" />
    </Alert>
  );
}

/**
 * 'Convidar membro': an e-mail and a role. The answer is the invitation's link, shown once,
 * whether or not the e-mail could be sent.
 */
export function InviteForm({ documentAnswer }: { documentAnswer: TeamAnswer | undefined }) {
  const fetcher = useFetcher<TeamAnswer>({ key: "invite" });
  const answer = fetcher.data ?? documentAnswer;
  const inviteAnswer = answer?.intent === "invite" ? answer : undefined;
  const [form, fields] = useForm({
    id: "invite",
    lastResult: inviteAnswer?.result,
    shouldRevalidate: "onInput",
    defaultValue: { role: "editor" },
    onValidate: ({ formData }) => parseForm(formData, inviteSchema),
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field id={fields.email.id} label="E-mail" error={fields.email.errors?.[0]}>
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="off"
            inputMode="email"
            {...describedBy(fields.email.id, { error: fields.email.errors?.[0] })}
          />
        </Field>
        <Field id={fields.role.id} label="Função" error={fields.role.errors?.[0]}>
          <Select {...getSelectProps(fields.role)} key={fields.role.key}>
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Convidando..." : "Convidar"}
      </Button>
      {inviteAnswer?.ok && inviteAnswer.invitation ? <InvitationLink invitation={inviteAnswer.invitation} /> : null}
      <dl className="grid gap-2 text-sm text-steel-700 sm:grid-cols-3">
        {staffRoles.map((role) => (
          <div key={role}>
            <dt className="font-medium text-steel-900">{roleLabels[role]}</dt>
            <dd>{roleSummaries[role]}</dd>
          </div>
        ))}
      </dl>
    </fetcher.Form>
  );
}
