import { deliverMail, mailConfigured } from "~/features/notifications/index.server";
import { getCompanySettings } from "~/features/settings/index.server";
import { formatDateTime } from "~/lib/dates";
import { roleLabels } from "./schema";
import type { StaffRole } from "~/features/auth";
import type { InvitationMailOutcome } from "./team-answer";

/**
 * The invitation's e-mail, sent while the administrator waits: when it cannot go, the screen
 * says so and the administrator passes the link on by hand.
 */
export async function sendInvitationMail(invitation: { email: string; role: StaffRole; url: string; expiresAt: Date; invitedBy: string }) {
  if (!mailConfigured()) return "disabled" satisfies InvitationMailOutcome;
  const company = (await getCompanySettings())?.name || "o site";
  const text = [
    `Olá!`,
    ``,
    `${invitation.invitedBy} convidou você para a equipe do painel de ${company}, com a função ${roleLabels[invitation.role]}.`,
    ``,
    `Para aceitar, abra o link abaixo, informe seu nome e escolha uma senha:`,
    invitation.url,
    ``,
    `O link vale até ${formatDateTime(invitation.expiresAt)} (horário de Brasília) e pode ser usado uma única vez.`,
    `Se você não esperava este convite, ignore este e-mail.`,
  ].join("\n");
  const outcome: InvitationMailOutcome = await deliverMail(
    { to: invitation.email, subject: `Convite para a equipe de ${company}`, text },
    { what: "staff invitation", context: { event: "staff_invited" } },
  );
  return outcome;
}
