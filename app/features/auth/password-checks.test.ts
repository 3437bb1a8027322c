import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { activityLog, rateLimits } from "~/db/schema";
import { describeActivity } from "~/features/activity/components/activity-list";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { requestInfoContext } from "~/lib/request-context";
import { action as authApiAction } from "~/routes/api/auth";
import { accountSecurityAction } from "./account-security.server";
import { resetAuth } from "./auth.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";
import { twoFactorMessages } from "./two-factor-schema";

const email = "conferencia@magnasul.exemplo.com.br";
const password = "senha-conferida-123";

/** The cookies of a signed-in browser: its session, and with `device`, its device cookie. */
async function signedInCookies({ device }: { device: boolean }) {
  const result = await signIn({ email, password }, { headers: new Headers(), clientIp: "10.30.0.1" });
  if (!result.ok) throw new Error("sign-in failed");
  return result.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((cookie) => device || !cookie.startsWith("staff_device="))
    .join("; ");
}

function apiPost(endpoint: string, cookie: string, body: unknown) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { clientIp: "10.30.1.1" });
  const request = new Request(`http://localhost:3000/api/auth/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  return authApiAction({ request, params: { "*": endpoint }, context } as never);
}

function securityForm(cookie: string, fields: Record<string, string>) {
  return new Request("http://localhost:3000/admin/account-security", {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}

describe.each(testDrivers)("password checks behind a session on %s", (driver) => {
  let userId: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    ({ userId } = await createOrResetStaff({ email, password }));
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    resetLoginLimiters();
    await db().delete(rateLimits);
  });

  it("closes the library's endpoints that check a password: 60 verify-password guesses, the right one too, all 404", async () => {
    const cookie = await signedInCookies({ device: true });
    const guesses = [...Array.from({ length: 59 }, (_, index) => `chute-${index}-x`), password];
    const statuses = await Promise.all(
      guesses.map(async (guess) => (await apiPost("verify-password", cookie, { password: guess })).status),
    );
    expect(new Set(statuses)).toEqual(new Set([404]));

    const changed = await apiPost("change-password", cookie, { currentPassword: password, newPassword: "outra-senha-456" });
    expect(changed.status).toBe(404);
    expect((await apiPost("two-factor/enable", cookie, { password })).status).toBe(404);
    expect((await signIn({ email, password }, { headers: new Headers(), clientIp: "10.30.2.1" })).ok).toBe(true);
    expect((await apiPost("get-session", cookie, {})).status).not.toBe(404);
  });

  it.each([
    ["the signed-in browser", true],
    ["a stolen session without the device cookie", false],
  ])("checks 5 of 60 wrong passwords on 'Segurança da conta' from %s, each in 'Atividade' without the password", async (_, device) => {
    await db().delete(activityLog);
    const cookie = await signedInCookies({ device });
    const caller = { id: userId, email, clientIp: "10.30.3.1" };
    const answers = [];
    for (let guess = 0; guess < 60; guess++) {
      const intent = guess % 2 === 0 ? "start" : "disable";
      answers.push(await accountSecurityAction(securityForm(cookie, { intent, password: `chute-${guess}-x` }), caller));
    }
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(5);
    expect(answers.at(-1)?.body).toMatchObject({ ok: false, message: twoFactorMessages.locked });
    expect((await accountSecurityAction(securityForm(cookie, { intent: "start", password }), caller)).status).toBe(429);

    const failures = await db().select().from(activityLog).where(eq(activityLog.action, "password-check-failed"));
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatchObject({ actorId: userId, entity: "session", label: email });
    expect(JSON.stringify(failures)).not.toContain("chute-");
    expect(describeActivity({ actorName: "Ana Souza", entity: "session", action: "password-check-failed", label: email })).toBe(
      "Ana Souza errou a senha em 'Segurança da conta'",
    );
  });
});
