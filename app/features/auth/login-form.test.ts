import { describe, expect, it } from "vitest";
import { loginFieldsOf, readLoginForm } from "./login-form.server";
import { validateLogin } from "./login-schema";

const post = (body: string, contentType: string) =>
  new Request("http://localhost/admin/auth", { method: "POST", body, headers: { "content-type": contentType } });

describe("reading the login form", () => {
  it("reads the fields of a posted form", async () => {
    expect(await readLoginForm(post("email=equipe%40exemplo.com&password=segredo", "application/x-www-form-urlencoded"))).toEqual({
      email: "equipe@exemplo.com",
      password: "segredo",
      intent: undefined,
      code: undefined,
    });
  });

  it.each([
    ["JSON", '{"email":"a@b.c","password":"x"}', "application/json"],
    ["a broken multipart body", "--x\r\nbroken", "multipart/form-data; boundary=x"],
    ["XML", "<a/>", "application/xml"],
  ])("reads %s as empty fields, which the sign-in rules refuse as missing", async (_name, body, contentType) => {
    const fields = await readLoginForm(post(body, contentType));
    expect(fields).toEqual({ email: undefined, password: undefined, intent: undefined, code: undefined });
    expect(validateLogin(fields)).toMatchObject({ ok: false, message: { description: "Por favor, preencha email e senha." } });
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
