import { z } from "~/lib/zod";
import { auth } from "./auth.server";
import { afterPasswordChange } from "./password-change.server";
import { newPasswordSchema } from "./password-rules";
import { staffNameSchema } from "./staff-name";

const staffAccountSchema = z.object({
  email: z.email({ message: "Informe um e-mail válido." }).trim().toLowerCase(),
  password: newPasswordSchema,
  name: staffNameSchema.optional(),
});

class StaffAccountError extends Error {
  override name = "StaffAccountError";
}

/**
 * Creates a staff account (an administrator), or resets the password of an existing one and
 * lets it sign in again if it was deactivated: the way back in after a lock-out. The name, when
 * given, is set on either; a new account without one goes by its e-mail's local part. Goes through
 * the auth library's internal adapter: its sign-up endpoint is disabled.
 */
export async function createOrResetStaff(input: { email: string; password: string; name?: string }) {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success) {
    throw new StaffAccountError(parsed.error.issues.map((issue) => issue.message).join(" "));
  }
  const { email, password, name } = parsed.data;
  const context = await auth().$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true });

  if (!existing) {
    const user = await context.internalAdapter.createUser(
      { email, name: name ?? email.split("@")[0] ?? email, emailVerified: true, role: "administrador" },
      { method: "admin" },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: hash,
    });
    return { action: "created" as const, userId: user.id, twoFactorTurnedOff: false };
  }

  const userId = existing.user.id;
  const hasCredential = existing.accounts.some((account) => account.providerId === "credential");
  if (hasCredential) {
    await context.internalAdapter.updatePassword(userId, hash);
  } else {
    await context.internalAdapter.linkAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
  }
  // A reset password ends every open session of that account, and voids its reset links.
  await afterPasswordChange(userId);
  // The command line is how a staff member who lost the authenticator gets back in: whoever
  // runs it already holds the server, so the reset turns two-factor sign-in off too.
  const twoFactorTurnedOff = (existing.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true;
  await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false, active: true, ...(name ? { name } : {}) });
  await context.adapter.deleteMany({ model: "twoFactor", where: [{ field: "userId", value: userId }] });
  return { action: "reset" as const, userId, twoFactorTurnedOff };
}
