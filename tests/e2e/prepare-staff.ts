/**
 * Run by the journeys' web server before it starts: creates the staff accounts (an
 * administrator, one for two-factor sign-in, an editor and a salesperson) and one open session
 * for each of the administrator, the editor and the salesperson, written as Playwright storage
 * states. Journeys that need a signed-in screen load that cookie instead of signing in: a
 * password check is memory-hard by design and took seconds of a 2-core run each time. The
 * login journeys (admin-auth, two-factor, without-javascript) still sign in through the form.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { config } from "~/config/env.server";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import { auth, createOrResetStaff } from "~/features/auth/index.server";
import { withDatabase } from "../../scripts/with-database";
import {
  e2eAdmin,
  e2eLockoutStaff,
  e2eResetStaff,
  e2eResetStaffWithoutScripts,
  e2eRoleStaff,
  e2eTwoFactorStaff,
  staffStateFile,
  type E2eRole,
} from "./staff-accounts";

async function writeSession(email: string, role: E2eRole) {
  const context = await auth().$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  if (!found) throw new Error(`No account for ${email}`);
  const session = await context.internalAdapter.createSession(found.user.id);
  const cookie = context.authCookies.sessionToken;
  const state = {
    cookies: [
      {
        name: cookie.name,
        value: `${session.token}.${await makeSignature(session.token, context.secret)}`,
        domain: new URL(config().publicUrl).hostname,
        path: "/",
        expires: Math.floor(session.expiresAt.getTime() / 1000),
        httpOnly: true,
        secure: false,
        sameSite: "Lax" as const,
      },
    ],
    origins: [],
  };
  writeFileSync(staffStateFile(config().dataDir, role), JSON.stringify(state));
}

await withDatabase("staff for the journeys", async () => {
  await createOrResetStaff(e2eAdmin);
  await createOrResetStaff(e2eTwoFactorStaff);
  await createOrResetStaff(e2eLockoutStaff);
  await createOrResetStaff(e2eResetStaff);
  await createOrResetStaff(e2eResetStaffWithoutScripts);
  await writeSession(e2eAdmin.email, "administrador");
  for (const [role, account] of Object.entries(e2eRoleStaff) as [keyof typeof e2eRoleStaff, { email: string; password: string }][]) {
    await createOrResetStaff(account);
    await db().update(users).set({ role }).where(eq(users.email, account.email));
    await writeSession(account.email, role);
  }
  console.log(`Staff accounts and their sessions ready in ${path.basename(config().dataDir)}.`);
});
