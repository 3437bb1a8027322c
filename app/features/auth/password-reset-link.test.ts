import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { resetAuth } from "./auth.server";
import { issuePasswordResetLink } from "./index.server";
import { forgotPasswordLoader } from "./password-reset-actions.server";
import { passwordResetMessages } from "./password-reset-schema";
import { requestPasswordReset, resetLinkState, resetPassword, resetPasswordResetLimiters } from "./password-reset.server";
import { getStaffUser } from "./session.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";

// This process has no SMTP_HOST: the site sends no e-mail, and an administrator issues the link.
const email = "sem-email@magnasul.exemplo.com.br";
const password = "senha-antiga-123";

const signedIn = async (secret: string, clientIp: string) => signIn({ email, password: secret }, { headers: new Headers(), clientIp });

describe.each(testDrivers)("a reset link issued by an administrator on %s", (driver) => {
  let userId: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    // Limiters made on another file's database would write to its closed pool.
    resetAuth();
    resetLoginLimiters();
    resetPasswordResetLimiters();
    ({ userId } = await createOrResetStaff({ email, password }));
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  afterEach(async () => {
    vi.useRealTimers();
    await createOrResetStaff({ email, password });
  });

  it("without SMTP, 'Esqueci minha senha' offers no form and sends nothing", async () => {
    expect(forgotPasswordLoader()).toEqual({ byMail: false });
    expect(await requestPasswordReset({ email }, { clientIp: "10.0.0.1" })).toEqual({
      ok: false,
      status: 403,
      message: passwordResetMessages.mailDisabled,
    });
  });

  it("gives the URL of a link at the public address that sets a password once and ends the account's sessions", async () => {
    const before = await signedIn(password, "10.1.0.1");
    if (!before.ok) throw new Error("sign-in failed");
    const session = new Request("http://localhost/admin", {
      headers: {
        cookie: before.headers
          .getSetCookie()
          .map((cookie) => cookie.split(";")[0])
          .join("; "),
      },
    });

    const issued = await issuePasswordResetLink(userId);
    if (!issued.ok) throw new Error(issued.message);
    expect(issued.url).toMatch(/^http:\/\/localhost:3000\/admin\/auth\/reset-password\?token=[A-Za-z0-9]{24}$/);
    const token = new URL(issued.url).searchParams.get("token")!;

    expect(await resetPassword({ token, password: "nova-senha-456" })).toEqual({ ok: true });
    expect(await getStaffUser(session)).toBeNull();
    expect((await signedIn(password, "10.1.0.2")).ok).toBe(false);
    expect((await signedIn("nova-senha-456", "10.1.0.3")).ok).toBe(true);
    expect(await resetPassword({ token, password: "outra-senha-789" })).toMatchObject({
      ok: false,
      message: passwordResetMessages.invalidLink,
    });
  });

  it("gives a link that expires after one hour", async () => {
    const issuedAt = Date.now();
    const issued = await issuePasswordResetLink(userId);
    if (!issued.ok) throw new Error(issued.message);
    expect(issued.expiresAt.getTime() - issuedAt).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(issued.expiresAt.getTime() - issuedAt).toBeLessThan(60 * 60 * 1000 + 5000);
    const token = new URL(issued.url).searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"], now: issuedAt + 61 * 60 * 1000 });
    expect(await resetLinkState(token)).toBe("invalid");
    expect(await resetPassword({ token, password: "tarde-demais-1" })).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an unknown account and a deactivated one", async () => {
    expect(await issuePasswordResetLink("conta-que-nao-existe")).toMatchObject({ ok: false, status: 404 });
    await db().update(users).set({ active: false }).where(eq(users.id, userId));
    expect(await issuePasswordResetLink(userId)).toMatchObject({ ok: false, status: 409 });
  });
});
