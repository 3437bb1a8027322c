/**
 * Run by the journeys' web server before it starts: creates the two staff accounts and
 * one open session for the main one, written as a Playwright storage state. Journeys that
 * need a signed-in screen load that cookie instead of signing in: a password check is
 * memory-hard by design and took seconds of a 2-core run each time. The login journeys
 * (admin-auth, two-factor, without-javascript) still sign in through the form.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { makeSignature } from "better-auth/crypto";
import { config } from "~/config/env.server";
import { auth, createOrResetStaff } from "~/features/auth/index.server";
import { withDatabase } from "../../scripts/with-database";
import { e2eAdmin, e2eTwoFactorStaff, staffStateFile } from "./staff-accounts";

await withDatabase("staff for the journeys", async () => {
  await createOrResetStaff(e2eAdmin);
  await createOrResetStaff(e2eTwoFactorStaff);

  const context = await auth().$context;
  const found = await context.internalAdapter.findUserByEmail(e2eAdmin.email);
  if (!found) throw new Error(`No account for ${e2eAdmin.email}`);
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
  writeFileSync(staffStateFile(config().dataDir), JSON.stringify(state));
  console.log(`Staff accounts and a session ready in ${path.basename(config().dataDir)}.`);
});
