import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { accounts, sessions, twoFactors, users, verifications } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { recordActivity } from "~/features/activity/index.server";
import { deactivatedAccountCode } from "./login-schema";
import { afterPasswordChange } from "./password-change.server";
import { mailResetLink, resetLinkLifetimeSeconds } from "./password-reset-mail.server";
import { maxPasswordLength, minPasswordLength } from "./password-rules";
import { resolveAuthSecret } from "~/platform/security/index.server";
import { forget, remember } from "~/lib/remember";

/** The name an authenticator app shows beside the staff member's e-mail. */
const twoFactorIssuer = "Painel Admin";

function createAuth() {
  const { authSecret, dataDir, publicUrl } = config();
  return betterAuth({
    appName: "Painel Admin",
    baseURL: publicUrl,
    secret: resolveAuthSecret(authSecret, dataDir),
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      // No sign-up: accounts come from the command line (create-admin) or an administrator's invitation.
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      // 'Esqueci minha senha': a link valid for one hour, used once (the library consumes its
      // token in the same transaction as the new password), and every session ends with it.
      resetPasswordTokenExpiresIn: resetLinkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      // Runs after the page has answered (password-reset-queue.server.ts); the outbox's worker
      // sends the e-mail.
      sendResetPassword: async ({ user, token }) => {
        await mailResetLink(user, token);
      },
      // A new password voids every other reset link of the account, sent or issued.
      onPasswordReset: async ({ user }) => {
        await afterPasswordChange(user.id);
      },
    },
    user: {
      // Set by an administrator (or `create-admin`), never by a sign-in request.
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "administrador" },
        active: { type: "boolean", input: false, defaultValue: true },
      },
    },
    databaseHooks: {
      account: {
        update: {
          // The library's own change of password (its endpoint is closed; this holds if a call
          // to it is ever made): reset links void, and the other sessions end unless the library
          // already replaced them all (revokeOtherSessions). Reset links and create-admin change
          // many rows at once, with no account here: they call afterPasswordChange themselves.
          after: async (account, endpoint) => {
            if (typeof account !== "object" || account?.providerId !== "credential") return;
            await afterPasswordChange(account.userId, {
              keepSession: endpoint?.context.session?.session.token,
              sessionsEnded: (endpoint?.body as { revokeOtherSessions?: unknown } | undefined)?.revokeOtherSessions === true,
            });
          },
        },
      },
      session: {
        create: {
          // Only once the password (and the code) is right: a deactivated account is told so, a stranger is not.
          before: async (session) => {
            const [user] = await db().select({ active: users.active }).from(users).where(eq(users.id, session.userId));
            if (user && !user.active) throw new APIError("FORBIDDEN", { code: deactivatedAccountCode, message: deactivatedAccountCode });
          },
          // Every sign-in opens a session: the team list shows when each member last signed in.
          after: async (session) => {
            await db().transaction(async (tx) => {
              const [user] = await tx
                .update(users)
                .set({ lastSignInAt: new Date() })
                .where(eq(users.id, session.userId))
                .returning({ email: users.email });
              await recordActivity(tx, {
                entity: "session",
                entityId: session.userId,
                action: "signed-in",
                label: user?.email,
                actorId: session.userId,
              });
            });
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    // Sign-in attempts are limited per address and per e-mail by our own limiter
    // (login-rate-limit.server.ts), whose counters live in the database.
    rateLimit: { enabled: false },
    // Optional authenticator codes for staff (TOTP), turned on by each staff member in the panel.
    plugins: [twoFactor({ issuer: twoFactorIssuer })],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The auth instance of this process, created on first use once the database is open. */
export function auth(): Auth {
  return remember("auth", createAuth);
}

/** Forgets the instance, for a process that reopens its database (tests). */
export function resetAuth() {
  forget("auth");
}
