import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setProcessDatabase } from "~/db/client.server";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { resetAuth } from "./auth.server";
import { getStaffUser } from "./session.server";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";
import { twoFactorMessages } from "./two-factor-schema";
import { confirmTwoFactorSetup, startTwoFactorSetup, turnOffTwoFactor, twoFactorEnabled, verifySignInCode } from "./two-factor.server";

const email = "seguranca@magnasul.exemplo.com.br";
const password = "senha-segura-123";

/** The browser's side: cookies kept from every answer, sent with the next request. */
function browser() {
  const jar = new Map<string, string>();
  return {
    keep(headers: Headers) {
      for (const cookie of headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=");
        if (/max-age=0/i.test(cookie) || value === "") jar.delete(name);
        else jar.set(name, value);
      }
    },
    request() {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      return new Request("http://localhost:3000/admin/auth", { headers: { cookie } });
    },
  };
}

async function signedIn() {
  const visitor = browser();
  const result = await signIn({ email, password }, { headers: new Headers(), clientIp: "10.9.0.1" });
  if (!result.ok) throw new Error("sign-in failed");
  visitor.keep(result.headers);
  return { visitor, twoFactor: result.twoFactor };
}

/** Any other 6-digit code than the right one. */
function wrong(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

describe.each(testDrivers)("two-factor sign-in on %s", (driver) => {
  let secret = "";
  let backupCodes: string[] = [];
  let caller = { id: "", email, clientIp: "10.9.0.2" };

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    resetLoginLimiters();
    const { userId } = await createOrResetStaff({ email, password });
    caller = { ...caller, id: userId };
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  it("is turned on with the password and a code from the app, which then signs in", async () => {
    const { visitor } = await signedIn();

    expect(await startTwoFactorSetup({ password: "errada-123" }, visitor.request(), caller)).toMatchObject({
      ok: false,
      message: twoFactorMessages.wrongPassword,
    });
    const started = await startTwoFactorSetup({ password }, visitor.request(), caller);
    if (!started.ok) throw new Error(started.message);
    expect(started.setup.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(started.setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(started.setup.backupCodes).toHaveLength(10);
    ({ secret, backupCodes } = started.setup);

    // Not confirmed yet: signing in still takes the password only.
    expect((await signedIn()).twoFactor).toBe(false);

    const code = await generate({ secret });
    expect(await confirmTwoFactorSetup({ code: wrong(code) }, visitor.request())).toMatchObject({
      ok: false,
      message: twoFactorMessages.invalidCode,
    });
    expect(await twoFactorEnabled(visitor.request())).toBe(false);

    const confirmed = await confirmTwoFactorSetup({ code }, visitor.request());
    if (!confirmed.ok) throw new Error(confirmed.message);
    visitor.keep(confirmed.headers);
    expect(await twoFactorEnabled(visitor.request())).toBe(true);
  });

  it("asks for the code after the password, refuses a wrong one and signs in with the right one", async () => {
    const { visitor, twoFactor } = await signedIn();
    expect(twoFactor).toBe(true);
    expect(await getStaffUser(visitor.request())).toBeNull();

    const code = await generate({ secret });
    expect(await verifySignInCode({ method: "totp", code: "12ab56" }, visitor.request())).toMatchObject({
      ok: false,
      message: twoFactorMessages.codeFormat,
    });
    expect(await verifySignInCode({ method: "totp", code: wrong(code) }, visitor.request())).toMatchObject({
      ok: false,
      message: twoFactorMessages.invalidCode,
    });
    expect(await getStaffUser(visitor.request())).toBeNull();

    const verified = await verifySignInCode({ method: "totp", code }, visitor.request());
    if (!verified.ok) throw new Error(verified.message);
    visitor.keep(verified.headers);
    expect((await getStaffUser(visitor.request()))?.email).toBe(email);
  });

  it("takes a backup code once instead of the app's code", async () => {
    const first = await signedIn();
    const used = await verifySignInCode({ method: "backup", code: backupCodes[0] }, first.visitor.request());
    expect(used.ok).toBe(true);

    const second = await signedIn();
    expect(await verifySignInCode({ method: "backup", code: backupCodes[0] }, second.visitor.request())).toMatchObject({
      ok: false,
      message: twoFactorMessages.invalidBackupCode,
    });
  });

  it("is turned off with the password only, and sign-in takes the password alone again", async () => {
    const { visitor } = await signedIn();
    const verified = await verifySignInCode({ method: "totp", code: await generate({ secret }) }, visitor.request());
    if (!verified.ok) throw new Error(verified.message);
    visitor.keep(verified.headers);

    expect(await turnOffTwoFactor({ password: "errada-123" }, visitor.request(), caller)).toMatchObject({
      ok: false,
      message: twoFactorMessages.wrongPassword,
    });
    const off = await turnOffTwoFactor({ password }, visitor.request(), caller);
    expect(off.ok).toBe(true);
    expect((await signedIn()).twoFactor).toBe(false);
  });

  it("a password reset from the command line turns it off, for a staff member who lost the app", async () => {
    const { visitor } = await signedIn();
    const started = await startTwoFactorSetup({ password }, visitor.request(), caller);
    if (!started.ok) throw new Error(started.message);
    const confirmed = await confirmTwoFactorSetup({ code: await generate({ secret: started.setup.secret }) }, visitor.request());
    expect(confirmed.ok).toBe(true);
    expect((await signedIn()).twoFactor).toBe(true);

    expect(await createOrResetStaff({ email, password })).toMatchObject({ action: "reset", twoFactorTurnedOff: true });
    expect((await signedIn()).twoFactor).toBe(false);
  });
});
