import { makeSignature } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { config } from "~/config/env.server";
import { carriesSignedSession } from "./signed-session.server";

const token = "XF5r9eqd6EHl7pAYtYhjgLs7SCZvpBdn";
const signedBy = async (secret: string) => `${token}.${await makeSignature(token, secret)}`;

describe("carriesSignedSession", () => {
  it("accepts a session cookie signed by better-auth with this server's secret, as sent raw or encoded", async () => {
    const cookie = await signedBy(config().authSecret!);
    expect(carriesSignedSession(`better-auth.session_token=${cookie}`)).toBe(true);
    expect(carriesSignedSession(`tema=escuro; better-auth.session_token=${encodeURIComponent(cookie)}; x=1`)).toBe(true);
    expect(carriesSignedSession(`__Secure-better-auth.session_token=${encodeURIComponent(cookie)}`)).toBe(true);
  });

  it("refuses a forged cookie: another secret's signature, no signature, a made-up one or none at all", async () => {
    const forged = await signedBy("outro-segredo-com-tamanho-suficiente-para-assinar");
    for (const header of [
      `better-auth.session_token=${forged}`,
      `better-auth.session_token=${token}`,
      `better-auth.session_token=${token}.${"A".repeat(43)}=`,
      "better-auth.session_token=abc",
      "better-auth.session_token=%E0%A4%A",
      "tema=escuro",
      undefined,
    ]) {
      expect(carriesSignedSession(header), String(header)).toBe(false);
    }
  });

  it("finds a signed cookie beside a forged one of the same name", async () => {
    const cookie = await signedBy(config().authSecret!);
    expect(carriesSignedSession(`better-auth.session_token=abc; better-auth.session_token=${cookie}`)).toBe(true);
  });
});
