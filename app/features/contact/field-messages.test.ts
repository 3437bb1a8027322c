import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/forms/parse-form";
import { contactFormAction, respondToContactRequest } from "./respond.server";
import { contactFormSchema, contactMessages } from "./schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const blank = { name: "  ", email: "", phone: "", company: "", message: "", type: "contact" };

const fieldMessages = {
  name: ["Informe seu nome"],
  email: ["Informe seu e-mail"],
  message: ["Escreva sua mensagem"],
};

describe("the contact and quote forms say which field is missing", () => {
  it("in the browser, with the form's schema", () => {
    const submission = parseForm(form(blank), contactFormSchema);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual(fieldMessages);
  });

  it("in the browser, for an e-mail that is no address", () => {
    const submission = parseForm(form({ ...blank, name: "Ana", email: "ana@", message: "Oi" }), contactFormSchema);
    expect(submission.reply().error).toEqual({ email: ["Informe um e-mail válido"] });
  });

  it("from the form action, posted without scripts", async () => {
    const request = new Request("http://localhost/contato", { method: "POST", body: new URLSearchParams(blank) });
    const response = await contactFormAction(request, "10.0.0.1");
    expect(response.init?.status).toBe(400);
    expect(response.data.result.error).toEqual(fieldMessages);
  });

  it("from the JSON API, which keeps the spec's 'Dados obrigatórios não fornecidos' as its message", async () => {
    const request = new Request("http://localhost/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ana@" }),
    });
    const response = await respondToContactRequest(request, "10.0.0.1");
    expect(response.init?.status).toBe(400);
    expect(response.data).toEqual({
      ok: false,
      message: contactMessages.missingRequired,
      fieldErrors: { name: "Informe seu nome", email: "Informe um e-mail válido", message: "Escreva sua mensagem" },
    });
  });

  it("from the JSON API, with the field's own message when nothing is missing", async () => {
    const request = new Request("http://localhost/api/contact-requests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ana", email: "ana@", message: "Oi" }),
    });
    const response = await respondToContactRequest(request, "10.0.0.1");
    expect(response.data).toEqual({ ok: false, message: "Informe um e-mail válido", fieldErrors: { email: "Informe um e-mail válido" } });
  });
});
