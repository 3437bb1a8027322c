import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { auth, resetAuth } from "./auth.server";
import { passwordResetMessages } from "./password-reset-schema";
import { issuePasswordResetLink, resetLinkState, resetPassword } from "./password-reset.server";
import { getStaffUser } from "./session.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";

const email = "troca@magnasul.exemplo.com.br";
const password = "senha-de-antes-123";

/** A signed-in browser: the request it sends with its session cookie. */
async function session(clientIp: string) {
  const result = await signIn({ email, password }, { headers: new Headers(), clientIp });
  if (!result.ok) throw new Error("sign-in failed");
  const cookie = result.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return new Request("http://localhost:3000/admin", { headers: { cookie } });
}

async function resetLinkToken(userId: string) {
  const issued = await issuePasswordResetLink(userId);
  if (!issued.ok) throw new Error(issued.message);
  return new URL(issued.url).searchParams.get("token")!;
}

describe.each(testDrivers)("a new password on %s", (driver) => {
  let userId: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    resetLoginLimiters();
    await db().delete(rateLimits);
    ({ userId } = await createOrResetStaff({ email, password }));
  });

  it("set by the library's change-password voids every reset link and ends every other session", async () => {
    const token = await resetLinkToken(userId);
    const other = await session("10.40.0.1");
    const current = await session("10.40.0.2");

    await auth().api.changePassword({ body: { currentPassword: password, newPassword: "senha-trocada-456" }, headers: current.headers });

    expect(await resetLinkState(token)).toBe("invalid");
    expect(await resetPassword({ token, password: "senha-do-atacante-789" })).toMatchObject({
      ok: false,
      message: passwordResetMessages.invalidLink,
    });
    expect(await getStaffUser(other)).toBeNull();
    expect(await getStaffUser(current)).toMatchObject({ email });
  });

  it("set by change-password with revokeOtherSessions voids the reset links and keeps the library's new session", async () => {
    const token = await resetLinkToken(userId);
    const current = await session("10.40.1.1");
    const changed = await auth().api.changePassword({
      body: { currentPassword: password, newPassword: "senha-trocada-456", revokeOtherSessions: true },
      headers: current.headers,
      returnHeaders: true,
    });
    const cookie = changed.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(await resetLinkState(token)).toBe("invalid");
    expect(await getStaffUser(new Request("http://localhost:3000/admin", { headers: { cookie } }))).toMatchObject({ email });
  });

  it("set with create-admin voids every reset link", async () => {
    const token = await resetLinkToken(userId);
    await createOrResetStaff({ email, password: "senha-do-terminal-456" });
    expect(await resetLinkState(token)).toBe("invalid");
  });
});
