import { describe, expect, it } from "vitest";
import { leadContactSchema, normalisePhone } from "./contact-rules";

describe("lead contact rules", () => {
  it.each([
    ["(19) 99876-5432", "(19) 99876-5432"],
    ["19998765432", "(19) 99876-5432"],
    ["+55 19 3456-7890", "(19) 3456-7890"],
    ["019 3456 7890", "(19) 3456-7890"],
  ])("reads the phone %j as %j", (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each(["19 9999", "(00) 99999-9999", "(19) 89876-5432", "123"])("refuses the phone %j", (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it("stores e-mails lowercase and refuses names with digits", () => {
    expect(leadContactSchema.parse({ name: " Ana  Souza ", email: "Ana@Empresa.COM.br", phone: "19 3456-7890" })).toEqual({
      name: "Ana Souza",
      email: "ana@empresa.com.br",
      phone: "(19) 3456-7890",
    });
    expect(leadContactSchema.safeParse({ name: "R2D2", email: "a@b.com", phone: "19 3456-7890" }).success).toBe(false);
  });
});
