import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { users } from "~/db/schema";
import { secretLinkPlaceholder } from "~/features/notifications";
import { enqueueMail } from "~/features/notifications/index.server";
import { getCompanySettings } from "~/features/settings/index.server";
import { formatDateTime } from "~/lib/dates";
import { roleLabels } from "./schema";
import type { StaffRole } from "~/features/auth";

/** Writes the invitation's e-mail to the outbox, in the transaction that stores the invitation. */
export async function enqueueInvitationMail(
  tx: Transaction,
  invitation: { email: string; role: StaffRole; url: string; expiresAt: Date; invitedBy: string },
) {
  const company = (await getCompanySettings(tx))?.name ?? "";
  const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, invitation.invitedBy));
  const text = [
    `Olá!`,
    ``,
    `${inviter?.name ?? "Um administrador"} convidou você para a equipe${company ? ` ${company}` : ""} no painel do site, com a função ${roleLabels[invitation.role]}.`,
    ``,
    `Para aceitar, abra o link abaixo, informe seu nome e escolha uma senha:`,
    secretLinkPlaceholder,
    ``,
    `O link vale até ${formatDateTime(invitation.expiresAt)} (horário de Brasília) e pode ser usado uma única vez.`,
    `Se você não esperava este convite, ignore este e-mail.`,
  ].join("\n");
  return enqueueMail(tx, {
    kind: "invitation",
    to: invitation.email,
    subject: company ? `Convite para a equipe — ${company}` : "Convite para a equipe",
    text,
    secretLink: invitation.url,
  });
}
