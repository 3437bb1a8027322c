import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A real SMTP server on a port the system chooses, named in the environment before the app
// reads its configuration.
const smtp = await vi.hoisted(async () => {
  const { testSmtpServer } = await import("~/lib/test-smtp.server");
  const server = testSmtpServer(0);
  const port = await server.start();
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(port);
  process.env.SMTP_FROM = "Site <site@magnasul.exemplo.com.br>";
  process.env.PUBLIC_URL = "https://www.magnasul.exemplo.com.br";
  return server;
});

import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { leads, outboxMails, siteSettings, users } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { builtInReply } from "~/features/chat/assistant/built-in.server";
import { handleChatMessage } from "~/features/chat/service.server";
import { secretLinkPlaceholder } from "~/features/notifications";
import { drainOutbox } from "~/features/notifications/index.server";
import { upsertLead } from "./leads.server";
import { confirmMeetingHold } from "./meeting-holds.server";

const received = smtp.received;

// Monday 23/11/2026, 09:00 in São Paulo: two business hours' notice makes 11:00 the first free slot.
const now = new Date("2026-11-23T12:00:00Z");
const ask = (message: string) =>
  handleChatMessage({ message, session_id: "sessao-avisos-1" }, { clientIp: "10.0.0.9", provider: builtInReply, now });

describe("staff e-mails about the assistant's leads", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    await db()
      .insert(siteSettings)
      .values({ settingKey: "company", settingValue: { salesEmail: "vendas@magnasul.exemplo.com.br" } });
    await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await closeDatabase();
  });

  it("tells sales of a new lead, with a way to reply and a link to it, and of the meeting it booked once the visitor confirms it", async () => {
    for (const message of ["Quero agendar uma reunião", "Ana Souza", "ana@empresa.com.br", "(19) 99876-5432", "1"]) {
      expect((await ask(message)).ok).toBe(true);
    }
    expect(await drainOutbox()).toEqual({ sent: 2, failed: 0 });
    const toAna = () => received.filter((mail) => mail.to === "ana@empresa.com.br");
    expect(toAna().map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Confirme sua reunião: /)]);
    const link = /https:\/\/www\.magnasul\.exemplo\.com\.br\/reuniao\/([\w-]{43})\n/.exec(toAna()[0]!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // Once sent, the link is nowhere in the database: the outbox keeps the placeholder, the lead a hash.
    const stored = JSON.stringify([await db().select().from(outboxMails), await db().select().from(leads)]);
    expect(stored).not.toContain(token);
    expect(stored).toContain(secretLinkPlaceholder);

    expect(await confirmMeetingHold(token, now)).toMatchObject({ ok: true });
    expect(await drainOutbox()).toEqual({ sent: 2, failed: 0 });
    const toSales = received.filter((mail) => mail.to === "vendas@magnasul.exemplo.com.br");
    expect(toSales.map((mail) => mail.subject).sort()).toEqual([
      "Reunião agendada: Ana Souza — 23/11/2026 11:00",
      "[Atendente Virtual] Novo lead: Ana Souza",
    ]);
    const lead = toSales.find((mail) => mail.subject.startsWith("[Atendente Virtual]"))!;
    expect(lead.replyTo).toBe("ana@empresa.com.br");
    expect(lead.text).toContain("Telefone: (19) 99876-5432");
    expect(lead.text).toMatch(/https:\/\/www\.magnasul\.exemplo\.com\.br\/admin\/leads\/[0-9a-f-]{36}/);
    expect(toAna().map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirme sua reunião: /),
      expect.stringMatching(/^Reunião confirmada: /),
    ]);
    expect(await confirmMeetingHold(token, now)).toEqual({ ok: false });
  });

  it("tells sales once of a person, however many conversations they start; a known person's touch reaches the owner only when asked", async () => {
    const bruno = { name: "Bruno Lima", email: "bruno@empresa.com.br", phone: "(19) 98888-7777" };
    received.length = 0;
    for (const email of [bruno.email, bruno.email, "BRUNO@Empresa.com.br"]) await upsertLead({ ...bruno, email });
    await drainOutbox();
    expect(received.map((mail) => mail.subject)).toEqual(["[Atendente Virtual] Novo lead: Bruno Lima"]);

    const carla = { id: "staff-carla", name: "Carla Vendas", email: "carla@magnasul.exemplo.com.br", role: "comercial" };
    await db().insert(users).values(carla);
    await db().update(leads).set({ ownerId: carla.id }).where(eq(leads.email, bruno.email));
    received.length = 0;
    await upsertLead(bruno);
    await drainOutbox();
    expect(received).toEqual([]);

    await db().update(users).set({ touchAlerts: true }).where(eq(users.id, carla.id));
    await upsertLead(bruno);
    await drainOutbox();
    expect(received).toEqual([
      expect.objectContaining({ to: carla.email, replyTo: bruno.email, subject: "[Atendente Virtual] Novo contato de Bruno Lima" }),
    ]);
    expect(received[0]!.text).toMatch(/https:\/\/www\.magnasul\.exemplo\.com\.br\/admin\/leads\/[0-9a-f-]{36}/);
  });
});
