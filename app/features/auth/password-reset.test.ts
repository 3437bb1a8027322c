import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// A real SMTP server on a port the system chooses, named in the environment before the app
// reads its configuration.
const smtp = await vi.hoisted(async () => {
  const { testSmtpServer } = await import("~/lib/test-smtp.server");
  const server = testSmtpServer(0);
  const port = await server.start();
  Object.assign(process.env, {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_FROM: "Painel <painel@magnasul.exemplo.com.br>",
    PUBLIC_URL: "https://www.magnasul.exemplo.com.br",
  });
  return server;
});

import { eq, like } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { outboxMails, rateLimits, users, verifications } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { drainOutbox } from "~/features/notifications/index.server";
import { requestInfoContext } from "~/lib/request-context";
import { action as authApiAction } from "~/routes/api/auth";
import { resetAuth } from "./auth.server";
import { loginMessages } from "./login-schema";
import { forgotPasswordAction, resetPasswordAction } from "./password-reset-actions.server";
import { queuedResetRequestsDone } from "./password-reset-queue.server";
import { passwordResetMessages } from "./password-reset-schema";
import { requestPasswordReset, resetLinkState, resetPassword, resetPasswordResetLimiters } from "./password-reset.server";
import { getStaffUser } from "./session.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";

const email = "redefinir@magnasul.exemplo.com.br";
const password = "senha-antiga-123";
const resetPage = "https://www.magnasul.exemplo.com.br/admin/auth/reset-password?token=";

const from = (clientIp: string) => ({ clientIp });

function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function openSession(account = { email, password }, clientIp = "10.9.0.1") {
  const result = await signIn(account, { headers: new Headers(), clientIp });
  if (!result.ok) throw new Error(result.message.description);
  return new Request("http://localhost/admin", { headers: { cookie: cookieHeader(result.headers) } });
}

/** The tokens of the links mailed to the account, once the outbox has sent `count` mails. */
async function mailedTokens(count: number) {
  await queuedResetRequestsDone();
  await drainOutbox();
  expect(smtp.received).toHaveLength(count);
  return smtp.received.map((mail) => {
    expect(mail.to).toBe(email);
    const url = mail.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(url.startsWith(resetPage)).toBe(true);
    return new URL(url).searchParams.get("token")!;
  });
}

async function mailedToken() {
  const [token] = await mailedTokens(1);
  return token!;
}

function form(fields: Record<string, string>, url = "http://localhost/admin/auth/forgot-password") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(url, { method: "POST", body });
}

async function apiPost(endpoint: string, body: unknown) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { clientIp: "10.9.9.9" });
  const request = new Request(`http://localhost:3000/api/auth/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost:3000" },
    body: JSON.stringify(body),
  });
  return (await authApiAction({ request, params: { "*": endpoint }, context } as never)) as Response;
}

describe.each(testDrivers)("'Esqueci minha senha' on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    await createOrResetStaff({ email, password });
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    resetPasswordResetLimiters();
    resetLoginLimiters();
    await db().delete(rateLimits);
    await db().delete(outboxMails);
    smtp.received.length = 0;
  });

  afterEach(async () => {
    vi.useRealTimers();
    await createOrResetStaff({ email, password });
  });

  it("answers an unknown e-mail exactly as an account's, and mails the link to the account only", async () => {
    const known = await forgotPasswordAction(form({ email }), "10.1.0.1");
    const unknown = await forgotPasswordAction(form({ email: "ninguem@magnasul.exemplo.com.br" }), "10.1.0.1");
    expect(known.init?.status ?? 200).toBe(200);
    expect(unknown.init?.status ?? 200).toBe(known.init?.status ?? 200);
    expect(known.data.result.status).toBe("success");
    expect({ ...unknown.data.result, initialValue: null }).toEqual({ ...known.data.result, initialValue: null });

    const knownApi = await apiPost("request-password-reset", { email });
    const unknownApi = await apiPost("request-password-reset", { email: "ninguem@magnasul.exemplo.com.br" });
    expect([knownApi.status, unknownApi.status]).toEqual([200, 200]);
    expect(await unknownApi.json()).toEqual(await knownApi.json());

    await mailedTokens(2);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe("Redefinição de senha do painel administrativo");
    expect(mail!.from).toContain("<painel@magnasul.exemplo.com.br>");
    expect(mail!.text).toContain("Ele vale por 1 hora e pode ser usado uma única vez");
    // Nothing went anywhere else.
    await drainOutbox();
    expect(smtp.received.map((message) => message.to)).toEqual([email, email]);
  });

  it("answers as fast for an account's address as for an unknown one: medians within 5 ms over 20 samples each", async () => {
    const took = { known: [] as number[], unknown: [] as number[] };
    for (let sample = 0; sample < 20; sample++) {
      const addresses = { known: email, unknown: `ninguem-${sample}@magnasul.exemplo.com.br` };
      for (const kind of sample % 2 === 0 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        // Each request starts with fresh limits and nothing left to do from the one before.
        resetPasswordResetLimiters();
        await db().delete(rateLimits);
        await queuedResetRequestsDone();
        const started = performance.now();
        expect(await requestPasswordReset({ email: addresses[kind] }, from("10.11.0.1"))).toEqual({ ok: true });
        took[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => values.toSorted((a, b) => a - b)[values.length / 2]!;
    expect(Math.abs(median(took.known) - median(took.unknown))).toBeLessThan(5);
    await mailedTokens(20);
  });

  it("sends a deactivated account no link, with the same answer, and its old link sets no password", async () => {
    expect(await requestPasswordReset({ email }, from("10.2.0.1"))).toEqual({ ok: true });
    const token = await mailedToken();
    await db().update(users).set({ active: false }).where(eq(users.email, email));

    expect(await requestPasswordReset({ email }, from("10.2.0.1"))).toEqual({ ok: true });
    expect(await resetLinkState(token)).toBe("deactivated");
    expect(await resetPassword({ token, password: "nova-senha-456" })).toMatchObject({ ok: false, status: 403 });
    await drainOutbox();
    expect(smtp.received).toHaveLength(1);

    await db().update(users).set({ active: true }).where(eq(users.email, email));
    expect((await signIn({ email, password }, { headers: new Headers(), clientIp: "10.2.0.2" })).ok).toBe(true);
  });

  it("sets the new password once: other sessions end, the old password stops working, the link is used up", async () => {
    const otherSession = await openSession();
    expect(await getStaffUser(otherSession)).not.toBeNull();
    await requestPasswordReset({ email }, from("10.3.0.1"));
    const token = await mailedToken();
    expect(await resetLinkState(token)).toBe("valid");

    const url = `http://localhost/admin/auth/reset-password?token=${token}`;
    const answer = await resetPasswordAction(form({ token, password: "nova-senha-456", confirmation: "nova-senha-456" }, url));
    expect(answer.data.result.status).toBe("success");
    // The passwords are never sent back to the page.
    expect(answer.data.result.initialValue).not.toHaveProperty("password");

    expect(await getStaffUser(otherSession)).toBeNull();
    expect(await signIn({ email, password }, { headers: new Headers(), clientIp: "10.3.0.2" })).toMatchObject({
      ok: false,
      message: loginMessages.invalidCredentials,
    });
    expect((await signIn({ email, password: "nova-senha-456" }, { headers: new Headers(), clientIp: "10.3.0.3" })).ok).toBe(true);

    expect(await resetLinkState(token)).toBe("invalid");
    expect(await resetPassword({ token, password: "outra-senha-789" })).toEqual({
      ok: false,
      status: 400,
      message: passwordResetMessages.invalidLink,
    });
    expect((await signIn({ email, password: "outra-senha-789" }, { headers: new Headers(), clientIp: "10.3.0.4" })).ok).toBe(false);
  });

  it("lets only one of two parallel uses of a link set a password", async () => {
    await requestPasswordReset({ email }, from("10.3.1.1"));
    const token = await mailedToken();
    const results = await Promise.all([
      resetPassword({ token, password: "paralela-senha-1" }),
      resetPassword({ token, password: "paralela-senha-2" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it("keeps a link for one hour, and no longer", async () => {
    const requestedAt = Date.now();
    await requestPasswordReset({ email }, from("10.4.0.1"));
    const token = await mailedToken();
    const [stored] = await db()
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(like(verifications.identifier, `%${token}`));
    expect(stored!.expiresAt.getTime() - requestedAt).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
    expect(stored!.expiresAt.getTime() - requestedAt).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    vi.useFakeTimers({ toFake: ["Date"], now: requestedAt + 59 * 60 * 1000 });
    expect(await resetLinkState(token)).toBe("valid");
    vi.setSystemTime(requestedAt + 61 * 60 * 1000);
    expect(await resetLinkState(token)).toBe("invalid");
    expect(await resetPassword({ token, password: "tarde-demais-1" })).toMatchObject({
      ok: false,
      message: passwordResetMessages.invalidLink,
    });
    vi.useRealTimers();
    expect((await signIn({ email, password }, { headers: new Headers(), clientIp: "10.4.0.2" })).ok).toBe(true);
  });

  it("voids the account's other links once a new password is set", async () => {
    await requestPasswordReset({ email }, from("10.5.0.1"));
    await requestPasswordReset({ email }, from("10.5.0.1"));
    const [first, second] = (await mailedTokens(2)) as [string, string];
    expect(first).not.toBe(second);
    expect(await resetPassword({ token: second, password: "nova-senha-456" })).toEqual({ ok: true });
    expect(await resetLinkState(first)).toBe("invalid");
    const left = await db().select().from(verifications).where(like(verifications.identifier, "reset-password:%"));
    expect(left).toEqual([]);
  });

  it("limits requests per e-mail from anywhere and per address for any e-mail, known or not", async () => {
    for (const clientIp of ["10.6.0.1", "10.6.0.2", "10.6.0.3"]) {
      expect(await requestPasswordReset({ email }, from(clientIp))).toEqual({ ok: true });
    }
    expect(await requestPasswordReset({ email: ` ${email.toUpperCase()}` }, from("10.6.0.4"))).toEqual({
      ok: false,
      status: 429,
      message: passwordResetMessages.tooManyRequests,
    });
    expect(await requestPasswordReset({ email: "ninguem@magnasul.exemplo.com.br" }, from("10.6.0.4"))).toEqual({ ok: true });

    for (let index = 0; index < 10; index++) {
      expect((await requestPasswordReset({ email: `visitante${index}@exemplo.com.br` }, from("10.6.1.1"))).ok).toBe(true);
    }
    expect(await requestPasswordReset({ email: "mais-um@exemplo.com.br" }, from("10.6.1.1"))).toMatchObject({ status: 429 });
    const answer = await forgotPasswordAction(form({ email: "mais-um@exemplo.com.br" }), "10.6.1.1");
    expect(answer.init?.status).toBe(429);
    expect(answer.data.result.error?.[""]).toEqual([passwordResetMessages.tooManyRequests]);
    await mailedTokens(3);
  });

  it("refuses a short password, a different confirmation and an empty e-mail on the server too", async () => {
    await requestPasswordReset({ email }, from("10.7.0.1"));
    const token = await mailedToken();
    const url = `http://localhost/admin/auth/reset-password?token=${token}`;
    const short = await resetPasswordAction(form({ token, password: "curta", confirmation: "curta" }, url));
    expect(short.init?.status).toBe(400);
    expect(short.data.result.error?.password).toEqual(["A senha deve ter pelo menos 8 caracteres."]);
    const differ = await resetPasswordAction(form({ token, password: "nova-senha-456", confirmation: "nova-senha-457" }, url));
    expect(differ.data.result.error?.confirmation).toEqual([passwordResetMessages.passwordsDiffer]);
    const api = await apiPost("reset-password", { token, newPassword: "curta" });
    expect(api.status).toBe(400);
    expect(await resetLinkState(token)).toBe("valid");

    const empty = await forgotPasswordAction(form({ email: "" }), "10.7.0.2");
    expect(empty.data.result.error?.email).toEqual([passwordResetMessages.missingEmail]);
    const malformed = await forgotPasswordAction(form({ email: "sem-arroba" }), "10.7.0.2");
    expect(malformed.data.result.error?.email).toEqual([passwordResetMessages.invalidEmail]);
  });

  it("sets a password through the API's reset endpoint with the same rules", async () => {
    await requestPasswordReset({ email }, from("10.8.0.1"));
    const token = await mailedToken();
    const done = await apiPost("reset-password", { token, newPassword: "pela-api-456" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: true });
    const again = await apiPost("reset-password", { token, newPassword: "pela-api-789" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: { message: passwordResetMessages.invalidLink, code: "password_reset_refused" } });
    expect((await signIn({ email, password: "pela-api-456" }, { headers: new Headers(), clientIp: "10.8.0.2" })).ok).toBe(true);
  });
});

afterAll(() => smtp.stop());
