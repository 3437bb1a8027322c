import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { rateLimits, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/lib/request-context";
import { action as authApiAction } from "~/routes/api/auth";
import { resetAuth } from "./auth.server";
import { loginMessages, signUpDisabledMessage } from "./login-schema";
import { getStaffUser } from "./session.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";

const email = "equipe@magnasul.exemplo.com.br";
const password = "senha-segura-123";

function requestFrom(ip: string) {
  return { headers: new Headers(), clientIp: ip };
}

function cookieHeader(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.each(testDrivers)("staff sign-in on %s", (driver) => {
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
    // Each test starts with fresh counters, in memory and in the shared table.
    resetLoginLimiters();
    await db().delete(rateLimits);
  });

  it("signs in with the right password and the session cookie identifies the staff member", async () => {
    const result = await signIn({ email: "Equipe@Magnasul.Exemplo.com.br ", password }, requestFrom("10.0.0.1"));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = result.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const user = await getStaffUser(new Request("http://localhost/admin", { headers: { cookie: cookieHeader(result.headers) } }));
    expect(user?.email).toBe(email);
  });

  it("answers a wrong password with the spec's invalid-credentials message", async () => {
    const result = await signIn({ email, password: "errada-123" }, requestFrom("10.0.0.2"));
    expect(result).toMatchObject({ ok: false, status: 401, message: loginMessages.invalidCredentials });
  });

  it("answers an unknown e-mail with the same message, revealing nothing", async () => {
    const result = await signIn({ email: "ninguem@exemplo.com.br", password }, requestFrom("10.0.0.3"));
    expect(result).toMatchObject({ ok: false, message: loginMessages.invalidCredentials });
  });

  it("refuses empty fields and a malformed e-mail with the validation messages", async () => {
    expect(await signIn({ email: "", password: "" }, requestFrom("10.0.0.4"))).toMatchObject({
      ok: false,
      status: 400,
      message: { title: "Campos obrigatórios", description: "Por favor, preencha e-mail e senha." },
    });
    expect(await signIn({ email: "nao-e-email", password }, requestFrom("10.0.0.4"))).toMatchObject({
      ok: false,
      message: { title: "E-mail inválido", description: "Por favor, insira um e-mail válido." },
    });
  });

  it("blocks an e-mail from an address after five failures there, even with the right password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await signIn({ email, password: `errada-${attempt}` }, requestFrom("10.1.0.1"))).toMatchObject({ status: 401 });
    }
    const result = await signIn({ email, password }, requestFrom("10.1.0.1"));
    expect(result).toMatchObject({ ok: false, status: 429, message: loginMessages.tooManyAttempts });
  });

  it("never locks the owner out after a stranger's five wrong passwords from another address", async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await signIn({ email, password: `errada-${attempt}` }, requestFrom("10.1.1.1"));
    }
    expect(await signIn({ email, password: "errada-de-novo" }, requestFrom("10.1.1.1"))).toMatchObject({ status: 429 });
    expect((await signIn({ email, password }, requestFrom("10.1.1.2"))).ok).toBe(true);
  });

  it("checks no more than five of 25 parallel guesses: the limit is taken before the password is", async () => {
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, attempt) => signIn({ email, password: `paralela-${attempt}` }, requestFrom("10.1.2.1"))),
    );
    const statuses = guesses.map((guess) => (guess.ok ? 200 : guess.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("blocks an address after too many attempts", async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await signIn({ email: `visitante${attempt}@exemplo.com.br`, password: "qualquer-1" }, requestFrom("10.2.0.1"));
    }
    const result = await signIn({ email, password }, requestFrom("10.2.0.1"));
    expect(result).toMatchObject({ ok: false, status: 429 });
    expect((await signIn({ email, password }, requestFrom("10.2.0.2"))).ok).toBe(true);
  });

  it("resets a password with create-admin: the old one stops working and open sessions end", async () => {
    const before = await signIn({ email, password }, requestFrom("10.3.0.1"));
    if (!before.ok) throw new Error("sign-in failed");
    const result = await createOrResetStaff({ email, password: "nova-senha-456" });
    expect(result.action).toBe("reset");
    const oldSession = new Request("http://localhost/admin", { headers: { cookie: cookieHeader(before.headers) } });
    expect(await getStaffUser(oldSession)).toBeNull();
    expect((await signIn({ email, password }, requestFrom("10.3.0.2"))).ok).toBe(false);
    expect((await signIn({ email, password: "nova-senha-456" }, requestFrom("10.3.0.3"))).ok).toBe(true);
    await createOrResetStaff({ email, password });
  });

  it("makes an administrator with create-admin, and records when staff last signed in", async () => {
    const [before] = await db().select().from(users).where(eq(users.email, email));
    const result = await signIn({ email, password }, requestFrom("10.5.0.1"));
    if (!result.ok) throw new Error("sign-in failed");
    const [after] = await db().select().from(users).where(eq(users.email, email));
    expect(after?.role).toBe("administrador");
    expect(after?.lastSignInAt?.getTime()).toBeGreaterThan(before?.lastSignInAt?.getTime() ?? 0);
    const user = await getStaffUser(new Request("http://localhost/admin", { headers: { cookie: cookieHeader(result.headers) } }));
    expect(user).toMatchObject({ email, role: "administrador" });
  });

  it("ends a deactivated account's session at once, refuses its sign-in saying so, and create-admin lets it back in", async () => {
    const result = await signIn({ email, password }, requestFrom("10.5.0.2"));
    if (!result.ok) throw new Error("sign-in failed");
    const session = new Request("http://localhost/admin", { headers: { cookie: cookieHeader(result.headers) } });
    await db().update(users).set({ active: false }).where(eq(users.email, email));
    expect(await getStaffUser(session)).toBeNull();
    expect(await signIn({ email, password }, requestFrom("10.5.0.4"))).toMatchObject({
      ok: false,
      status: 403,
      message: loginMessages.accountDeactivated,
    });
    // A wrong password learns nothing about the account.
    expect(await signIn({ email, password: "errada-123" }, requestFrom("10.5.0.5"))).toMatchObject({
      ok: false,
      message: loginMessages.invalidCredentials,
    });

    await createOrResetStaff({ email, password });
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.active).toBe(true);
    expect((await signIn({ email, password }, requestFrom("10.5.0.3"))).ok).toBe(true);
  });

  it("refuses a password under 8 characters and a malformed e-mail when creating staff", async () => {
    await expect(createOrResetStaff({ email: "novo@exemplo.com.br", password: "1234567" })).rejects.toThrow(
      "A senha deve ter pelo menos 8 caracteres.",
    );
    await expect(createOrResetStaff({ email: "sem-arroba", password: "12345678" })).rejects.toThrow("Informe um e-mail válido.");
  });

  it("refuses every sign-up with the spec's message and creates no account", async () => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { clientIp: "10.4.0.1" });
    const request = new Request("http://localhost:3000/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: "intruso@exemplo.com.br", password: "12345678", name: "Intruso" }),
    });
    const response = await authApiAction({ request, params: { "*": "sign-up/email" }, context } as never);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { message: signUpDisabledMessage, code: "sign_up_disabled" },
    });
    expect((await signIn({ email: "intruso@exemplo.com.br", password: "12345678" }, requestFrom("10.4.0.2"))).ok).toBe(false);
  });
});
