import { describe, expect, it } from "vitest";
import { loginAction } from "./login-action.server";
import { loginMessages } from "./login-schema";
import { loginFieldsOf } from "./sign-in.server";

const post = (body: string, contentType: string) =>
  new Request("http://localhost/admin/auth", { method: "POST", body, headers: { "content-type": contentType } });

describe("the login screen's action", () => {
  it.each([
    ["JSON", '{"email":"a@b.c","password":"x"}', "application/json"],
    ["a broken multipart body", "--x\r\nbroken", "multipart/form-data; boundary=x"],
    ["XML", "<a/>", "application/xml"],
    ["a form without the password", "email=equipe%40exemplo.com", "application/x-www-form-urlencoded"],
  ])("refuses %s as missing fields, with the screen's message", async (_name, body, contentType) => {
    const answer = await loginAction(post(body, contentType), "127.0.0.1");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      step: "credentials",
      result: { status: "error", error: { "": [loginMessages.required.title, loginMessages.required.description] } },
    });
  });

  it("refuses a malformed e-mail on its field and never sends the password back", async () => {
    const answer = await loginAction(post("email=sem-arroba&password=segredo", "application/x-www-form-urlencoded"), "127.0.0.1");
    expect(answer.init?.status).toBe(400);
    const result = "result" in answer.data ? answer.data.result : undefined;
    expect(result?.error?.email).toEqual([loginMessages.invalidEmail.title, loginMessages.invalidEmail.description]);
    expect(result?.initialValue).toEqual({ email: "sem-arroba" });
  });

  it("checks a two-factor code's format before asking the auth library", async () => {
    const answer = await loginAction(post("intent=totp&code=12ab", "application/x-www-form-urlencoded"), "127.0.0.1");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      step: "code",
      result: { error: { code: ["Informe o código de 6 dígitos do aplicativo autenticador."] } },
    });
  });
});

describe("reading the sign-in API's body", () => {
  it("reads the fields of a JSON object", () => {
    expect(loginFieldsOf({ email: "a@b.c", password: "x", extra: 1 })).toEqual({ email: "a@b.c", password: "x" });
  });

  it.each([null, [], "texto", 42, undefined])("reads %j as empty fields instead of failing", (body) => {
    expect(loginFieldsOf(body)).toEqual({ email: undefined, password: undefined });
  });
});
