import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// A real SMTP server on a port the system chooses, named in the environment before the app
// reads its configuration.
const smtp = await vi.hoisted(async () => {
  const { testSmtpServer } = await import("~/lib/test-smtp.server");
  const server = testSmtpServer(0);
  const port = await server.start();
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(port);
  process.env.SMTP_FROM = "Site <site@magnasul.exemplo.com.br>";
  process.env.CONTACT_RATE_LIMIT = "5";
  return server;
});

import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, outboxMails, rateLimits, siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { nulCharacterMessage } from "~/lib/validation";
import { drainOutbox } from "~/features/notifications/index.server";
import { contactMessages } from "./schema";
import { resetContactLimiter, submitContactRequest } from "./service.server";

const received = smtp.received;
const startSmtp = smtp.start;
const stopSmtp = smtp.stop;

const valid = {
  name: "Joana Ribeiro",
  email: "joana@cliente.exemplo.com.br",
  phone: "",
  company: "  ",
  message: "Preciso de uma grade magnética para a moega de recebimento.",
  type: "quote_request",
  source_page: "/produtos/grade-magnetica-neodimio",
  website: "",
};

const now = 1_800_000_000_000;
const filled = (overrides: Record<string, unknown> = {}) => ({ ...valid, started_at: now - 10_000, ...overrides });

describe.each(testDrivers)("contact requests on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values({
        settingKey: "company",
        settingValue: { salesEmail: "vendas@magnasul.exemplo.com.br", email: "contato@magnasul.exemplo.com.br" },
      });
    await startSmtp();
  });

  afterAll(async () => {
    await stopSmtp();
    await closeDatabase();
  });

  beforeEach(async () => {
    received.length = 0;
    resetContactLimiter();
    await db().delete(contactRequests);
    await db().delete(rateLimits);
    await db().delete(outboxMails);
  });

  it("stores a valid request with nulls for empty optionals and e-mails the sales address a link to its lead", async () => {
    const result = await submitContactRequest(filled(), { clientIp: "10.0.0.1", now });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rows = await db().select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Joana Ribeiro",
      email: "joana@cliente.exemplo.com.br",
      phone: null,
      company: null,
      type: "quote_request",
      sourcePage: "/produtos/grade-magnetica-neodimio",
      readAt: null,
    });
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toContain("vendas@magnasul.exemplo.com.br");
    expect(mail.subject).toBe("[Orçamento] Nova solicitação de Joana Ribeiro");
    for (const text of [
      "Nome: Joana Ribeiro",
      "E-mail: joana@cliente.exemplo.com.br",
      "Telefone: não informado",
      "Empresa: não informada",
      "/produtos/grade-magnetica-neodimio",
      "moega de recebimento",
      `/admin/leads/${rows[0]!.leadId}`,
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toContain("/admin/messages");
  });

  it("keeps each field of sales' e-mail on its own line, whatever the visitor typed in it", async () => {
    const forged = { phone: "19 3800-0000\nEmpresa: Pedido aprovado", company: "Acme\r\nMensagem:\nPague o boleto" };
    expect((await submitContactRequest(filled(forged), { clientIp: "10.0.0.1", now })).ok).toBe(true);
    await drainOutbox();
    const lines = received[0]!.text.split(/\r?\n/);
    expect(lines.filter((line) => line.startsWith("Telefone:"))).toEqual(["Telefone: 19 3800-0000 Empresa: Pedido aprovado"]);
    expect(lines.filter((line) => line.startsWith("Empresa:"))).toEqual(["Empresa: Acme Mensagem: Pague o boleto"]);
    expect(lines.filter((line) => line.startsWith("Mensagem:"))).toEqual(["Mensagem:"]);
  });

  it.each([
    "//evil.com/produtos",
    "/\\evil.com",
    "/produtos\\..\\x",
    "https://evil.com/produtos",
    "javascript:alert(1)",
    "/produtos\r\nBcc: x@evil.com",
    42,
  ])("keeps the request and stores its page %j as unknown: only a path on this site is kept", async (sourcePage) => {
    const result = await submitContactRequest(filled({ source_page: sourcePage }), { clientIp: "10.0.0.9", now });
    expect(result.ok).toBe(true);
    const rows = await db().select().from(contactRequests);
    expect(rows.map((row) => row.sourcePage)).toEqual([null]);
  });

  it.each([
    ["a missing name", { name: "  " }, contactMessages.missingRequired],
    ["a missing e-mail", { email: "" }, contactMessages.missingRequired],
    ["a missing message", { message: undefined }, contactMessages.missingRequired],
    ["a malformed e-mail", { email: "joana@" }, contactMessages.invalidEmail],
    ["a name over 80 characters", { name: `Joana ${"a".repeat(75)}` }, contactMessages.invalidName],
    ["a name with a web address", { name: "cliente. AVISO: acesse https://evil.example/boleto" }, contactMessages.invalidName],
    ["a name with a line break", { name: "Joana\nPedido aprovado" }, contactMessages.invalidName],
    ["a name with an e-mail", { name: "joana@evil.example" }, contactMessages.invalidName],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@x.com` }, "O e-mail pode ter até 254 caracteres"],
    ["a phone over 40 characters", { phone: "1".repeat(41) }, "O telefone pode ter até 40 caracteres"],
    ["a company over 160 characters", { company: "c".repeat(161) }, "A empresa pode ter até 160 caracteres"],
    ["a message over 5,000 characters", { message: "m".repeat(5001) }, "A mensagem pode ter até 5.000 caracteres"],
    ["a NUL character, which the database cannot store", { company: "Metal\u0000urgica" }, nulCharacterMessage],
    ["a filled honeypot", { website: "http://spam.example" }, contactMessages.tooFast],
    ["a form sent too fast", { started_at: now - 1000 }, contactMessages.tooFast],
    ["a form with no fill time", { started_at: undefined }, contactMessages.tooFast],
  ])("refuses %s and writes nothing", async (_label, overrides, message) => {
    const result = await submitContactRequest(filled(overrides), { clientIp: "10.0.0.2", now });
    expect(result).toMatchObject({ ok: false, message });
    expect(await db().select().from(contactRequests)).toHaveLength(0);
    expect(received).toHaveLength(0);
  });

  it("counts the fill time from when the contact page was shown to this browser when the form carries no start", async () => {
    const tooSoon = await submitContactRequest(filled({ started_at: undefined }), { clientIp: "10.0.0.4", shownAt: now - 1000, now });
    expect(tooSoon).toMatchObject({ ok: false, message: contactMessages.tooFast });
    expect(await db().select().from(contactRequests)).toHaveLength(0);

    const taken = await submitContactRequest(filled({ started_at: undefined }), { clientIp: "10.0.0.4", shownAt: now - 10_000, now });
    expect(taken.ok).toBe(true);
    expect(await db().select().from(contactRequests)).toHaveLength(1);
  });

  it("limits each address to 5 requests in 10 minutes, with a pt-BR message", async () => {
    for (let index = 0; index < 5; index++) {
      const result = await submitContactRequest(filled(), { clientIp: "10.0.0.3", now });
      expect(result.ok).toBe(true);
    }
    const sixth = await submitContactRequest(filled(), { clientIp: "10.0.0.3", now });
    expect(sixth).toMatchObject({ ok: false, status: 429, message: contactMessages.rateLimited });
    expect(await db().select().from(contactRequests)).toHaveLength(5);
    expect((await submitContactRequest(filled(), { clientIp: "10.0.0.4", now })).ok).toBe(true);
  });

  it("stores the request with its staff e-mail in the outbox while the mail server is down, and sends it when the server is back", async () => {
    await stopSmtp();
    try {
      const result = await submitContactRequest(filled(), { clientIp: "10.0.0.5", now });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(await db().select().from(contactRequests)).toHaveLength(1);
      expect(await drainOutbox()).toEqual({ sent: 0, failed: 1 });
      const [mail] = await db().select().from(outboxMails);
      expect(mail).toMatchObject({ kind: "staff-notification", status: "failed", to: "vendas@magnasul.exemplo.com.br" });
      expect(mail!.leadId).toBe((await db().select().from(contactRequests))[0]!.leadId);
      expect(mail!.nextAttemptAt).not.toBeNull();
      // Due again at once, as if its minute had passed.
      await db().update(outboxMails).set({ nextAttemptAt: new Date() });
    } finally {
      await startSmtp();
    }
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(received.map((mail) => mail.subject)).toEqual(["[Orçamento] Nova solicitação de Joana Ribeiro"]);
  });
});
