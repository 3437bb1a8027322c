import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { secretLinkPlaceholder } from "~/features/notifications";
import { enqueueMail, mailConfigured } from "~/features/notifications/index.server";
import { resetPasswordPath } from "./password-reset-schema";

/** How long a reset link works, in seconds: one hour. */
export const resetLinkLifetimeSeconds = 60 * 60;

/** How the auth library names a reset token in the `verifications` table. */
export const resetTokenPrefix = "reset-password:";

/** The page where a reset link's owner chooses the new password, at the site's public address. */
export function resetPasswordUrl(token: string) {
  return `${config().publicUrl}${resetPasswordPath}?token=${encodeURIComponent(token)}`;
}

const resetMailText = [
  "Olá,",
  "",
  "Recebemos um pedido para redefinir a senha da sua conta no painel administrativo do site.",
  "",
  "Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e pode ser usado uma única vez:",
  "",
  secretLinkPlaceholder,
  "",
  "Ao salvar a nova senha, as sessões abertas da sua conta serão encerradas.",
  "",
  "Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.",
].join("\n");

/**
 * Writes the reset link's e-mail to the account's owner to the outbox, just after the auth
 * library stored the link (in a transaction of its own, which this cannot join); a deactivated
 * account gets nothing, and the page that asked answers as it does for any address.
 */
export async function mailResetLink(user: { id: string; email: string; active?: unknown }, token: string) {
  if (user.active === false || !mailConfigured()) return;
  await enqueueMail(db(), {
    kind: "password-reset",
    to: user.email,
    subject: "Redefinição de senha do painel administrativo",
    text: resetMailText,
    secretLink: resetPasswordUrl(token),
  });
}
