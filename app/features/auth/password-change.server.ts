import { and, eq, like, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, verifications } from "~/db/schema";
import { resetTokenPrefix } from "./password-reset-mail.server";

/**
 * What every new password does, however it was set (a reset link, create-admin, the library's
 * change of password): every reset link of the account stops working, and every session ends
 * but `keepSession`, the one that set it. `sessionsEnded`: the library already replaced them.
 */
export async function afterPasswordChange(
  userId: string,
  { keepSession, sessionsEnded = false }: { keepSession?: string; sessionsEnded?: boolean } = {},
) {
  await db().transaction(async (tx) => {
    await tx.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, `${resetTokenPrefix}%`)));
    if (sessionsEnded) return;
    const others = keepSession ? ne(sessions.token, keepSession) : undefined;
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), others));
  });
}
