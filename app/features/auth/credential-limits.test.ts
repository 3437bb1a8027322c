import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { resetAuth } from "./auth.server";
import { issueDeviceCookie } from "./device-cookie.server";
import { loginMessages } from "./login-schema";
import { resetLoginLimiters, signIn } from "./sign-in.server";
import { createOrResetStaff } from "./staff-accounts.server";

const owner = { email: "dona@magnasul.exemplo.com.br", password: "senha-da-dona-123" };
const colleague = { email: "colega@magnasul.exemplo.com.br", password: "senha-do-colega-123" };

/** A client at an address, with the cookies its browser holds. */
const client = (clientIp: string, cookie = "") => ({ headers: new Headers(cookie ? { cookie } : {}), clientIp });

/** The device cookie a successful sign-in sets, as the browser sends it back. */
function deviceCookieOf(headers: Headers) {
  const cookie = headers.getSetCookie().find((line) => line.startsWith("staff_device="));
  if (!cookie) throw new Error("no device cookie");
  return cookie.split(";")[0]!;
}

async function signInDevice(account: { email: string; password: string }, clientIp: string) {
  const result = await signIn(account, client(clientIp));
  if (!result.ok) throw new Error("sign-in failed");
  return deviceCookieOf(result.headers);
}

/** 25 wrong passwords at once, each from its own address; the statuses they got. */
async function guessFromManyAddresses(prefix: string) {
  const guesses = await Promise.all(
    Array.from({ length: 25 }, (_, index) =>
      signIn({ email: owner.email, password: `chute-${index}-x` }, client(`${prefix}.${index + 1}`)),
    ),
  );
  return guesses.map((guess) => (guess.ok ? 200 : guess.status));
}

describe.each(testDrivers)("the account lockout and device cookies on %s", (driver) => {
  let ownerId: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    ({ userId: ownerId } = await createOrResetStaff(owner));
    await createOrResetStaff(colleague);
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    resetLoginLimiters();
    await db().delete(rateLimits);
  });

  afterEach(() => vi.useRealTimers());

  it("checks at most 10 of 25 parallel guesses from 25 addresses, then refuses the right password from a new client", async () => {
    const statuses = await guessFromManyAddresses("10.20.0");
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await signIn(owner, client("10.20.1.1"))).toEqual({ ok: false, status: 429, message: loginMessages.tooManyAttempts });
  });

  it("lets the owner in during the lockout with the device cookie of an earlier sign-in", async () => {
    const device = await signInDevice(owner, "10.21.0.1");
    expect(await guessFromManyAddresses("10.21.1")).toContain(429);
    const result = await signIn(owner, client("10.21.2.1", device));
    expect(result.ok).toBe(true);
  });

  it("sets the device cookie for 90 days, HttpOnly and SameSite=Lax", async () => {
    const result = await signIn(owner, client("10.22.0.1"));
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = result.headers.getSetCookie().find((line) => line.startsWith("staff_device="));
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("gives no exemption to another account's device cookie, a forged one or an expired one", async () => {
    const colleagueDevice = await signInDevice(colleague, "10.23.0.1");
    const ownDevice = await signInDevice(owner, "10.23.0.2");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() - 91 * 24 * 60 * 60 * 1000 });
    const expired = `staff_device=${(await issueDeviceCookie(ownerId)).split(";")[0]!.split("=")[1]}`;
    vi.useRealTimers();
    const [name, value] = ownDevice.split("=") as [string, string];
    const forged = `${name}=${value.slice(0, -3)}${value.endsWith("AAA") ? "BBB" : "AAA"}`;

    await guessFromManyAddresses("10.23.1");
    for (const cookie of [colleagueDevice, forged, expired]) {
      expect(await signIn(owner, client("10.23.2.1", cookie))).toMatchObject({ ok: false, status: 429 });
    }
    expect((await signIn(owner, client("10.23.2.1", ownDevice))).ok).toBe(true);
  });

  it("counts a known device's wrong passwords on their own: after five, that device waits", async () => {
    const device = await signInDevice(owner, "10.24.0.1");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await signIn({ ...owner, password: `errada-${attempt}-x` }, client("10.24.0.1", device))).toMatchObject({ status: 401 });
    }
    expect(await signIn(owner, client("10.24.0.1", device))).toMatchObject({ status: 429 });
    // Those failures were the device's: the account takes other clients as before.
    expect((await signIn(owner, client("10.24.1.1"))).ok).toBe(true);
  });

  it("counts only failures towards the lockout: the owner's own sign-ins from new clients cost nothing", async () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signIn(owner, client(`10.25.0.${attempt + 1}`))).ok).toBe(true);
    }
    for (let attempt = 0; attempt < 9; attempt++) {
      await signIn({ ...owner, password: `errada-${attempt}-x` }, client(`10.25.1.${attempt + 1}`));
    }
    expect((await signIn(owner, client("10.25.2.1"))).ok).toBe(true);
  });

  it.runIf(driver === "postgres")("keeps refusing after a restart: the counters are rows of the database", async () => {
    await guessFromManyAddresses("10.26.0");
    resetLoginLimiters();
    expect(await signIn(owner, client("10.26.1.1"))).toMatchObject({ ok: false, status: 429 });
  });
});
