import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { contactFormShownAt, stampContactFormClock } from "./form-clock.server";

function stamped(method: string, url: string, overHttps = false) {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) } as unknown as ServerResponse;
  stampContactFormClock({ method, url } as IncomingMessage, res, overHttps, 1_795_600_000_000);
  return headers.get("set-cookie");
}

describe("the contact form's clock", () => {
  it("stamps the contact page and the data of a navigation to it, and nothing else", () => {
    expect(stamped("GET", "/contato")).toBe("contact_form_shown=1795600000000; Max-Age=86400; Path=/; HttpOnly; SameSite=Lax");
    expect(stamped("GET", "/contato?assunto=Grade")).toMatch(/^contact_form_shown=1795600000000;/);
    expect(stamped("GET", "/contato.data")).toMatch(/^contact_form_shown=1795600000000;/);
    expect(stamped("GET", "/contato", true)).toMatch(/; Secure$/);
    for (const [method, url] of [
      ["POST", "/contato"],
      ["GET", "/"],
      ["GET", "/contatos"],
      ["GET", "/produtos/contato"],
    ] as const) {
      expect(stamped(method, url)).toBeUndefined();
    }
  });

  it("reads the time back from the cookie the browser sends, and nothing that is not one", () => {
    const request = (cookie: string) => new Request("http://localhost/contato", { method: "POST", headers: { cookie } });
    expect(contactFormShownAt(request("cookie_consent=true; contact_form_shown=1795600000000"))).toBe(1_795_600_000_000);
    expect(contactFormShownAt(request("contact_form_shown=agora"))).toBeUndefined();
    expect(contactFormShownAt(request("xcontact_form_shown=1795600000000"))).toBeUndefined();
    expect(contactFormShownAt(new Request("http://localhost/contato"))).toBeUndefined();
  });
});
