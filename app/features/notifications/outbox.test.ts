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
  process.env.SMTP_TIMEOUT_MS = "1000";
  process.env.PUBLIC_URL = "https://www.magnasul.exemplo.com.br";
  return server;
});

import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, ne, sql } from "drizzle-orm";
import { closeDatabase, db, openDatabase, setProcessDatabase, type DatabaseHandle } from "~/db/client.server";
import { activityLog, contactRequests, outboxMails } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { secretLinkPlaceholder } from "./access-mail";
import { enqueueMail } from "./enqueue.server";
import { pageOfOutbox, resendAction, resendMail } from "./outbox-list.server";
import { outboxMessages } from "./outbox-schema";
import { sentJournal } from "./sent-journal.server";
import { drainOutbox, sendNextMail, startOutbox } from "./worker.server";

const minute = 60_000;

const mail = (subject: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: "staff-notification",
  to: "vendas@magnasul.exemplo.com.br",
  subject,
  text: `Corpo de ${subject}`,
  ...extra,
});

const rowOf = async (id: string) => (await db().select().from(outboxMails).where(eq(outboxMails.id, id)))[0]!;

describe.each(testDrivers)("the outbox on %s", (driver) => {
  let handle: DatabaseHandle & { url?: string };

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    setProcessDatabase(handle);
    await smtp.start();
  });

  afterAll(async () => {
    await smtp.stop();
    await closeDatabase();
  });

  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse(null);
    await db().delete(outboxMails);
  });

  it("is written with the record that causes it, and not at all when that record's transaction rolls back", async () => {
    const request = { name: "Joana", email: "joana@cliente.exemplo.com.br", message: "Orçamento", type: "quote_request" };
    await db().transaction(async (tx) => {
      await tx.insert(contactRequests).values(request);
      await enqueueMail(tx, mail("Pedido guardado"));
    });
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(contactRequests).values({ ...request, email: "perdido@cliente.exemplo.com.br" });
        await enqueueMail(tx, mail("Pedido desfeito"));
        throw new Error("a falha depois do e-mail desfaz o pedido");
      }),
    ).rejects.toThrow("desfaz o pedido");
    expect((await db().select({ subject: outboxMails.subject }).from(outboxMails)).map((row) => row.subject)).toEqual(["Pedido guardado"]);
    expect(await db().$count(contactRequests, eq(contactRequests.email, "perdido@cliente.exemplo.com.br"))).toBe(0);
  });

  it("keeps an access e-mail's link out of its stored text, sends it with the link, then forgets the link", async () => {
    const link = "https://magnasul.exemplo.com.br/admin/reset-password?token=segredo-de-uso-unico";
    const text = `Para escolher uma nova senha, abra o link abaixo:\n${secretLinkPlaceholder}\n`;
    const id = (await enqueueMail(db(), mail("Redefinição de senha", { kind: "password-reset", text, secretLink: link })))!;
    expect((await rowOf(id)).text).not.toContain("segredo");

    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.text)).toEqual([expect.stringContaining(link)]);
    const sent = await rowOf(id);
    expect(sent).toMatchObject({ status: "sent", secretLink: null, text });
    const stored = await db().execute(sql`select * from outbox_mails`);
    expect(JSON.stringify(stored)).not.toContain("segredo");

    // Sent, its link is gone: 'Reenviar' cannot send it again, and says to ask for a new one.
    expect(await resendMail(id)).toEqual({ ok: false, status: 409, message: outboxMessages.linkGone });
    expect(await db().$count(outboxMails)).toBe(1);
  });

  it("sends a meeting's confirmation link once, and will not send its e-mail again without it", async () => {
    const link = "https://magnasul.exemplo.com.br/reuniao/segredo-de-uso-unico";
    const text = `Para confirmar a reunião, abra o link abaixo:\n${secretLinkPlaceholder}\n`;
    const id = (await enqueueMail(db(), mail("Confirme sua reunião", { kind: "meeting-hold", text, secretLink: link })))!;
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.at(-1)!.text).toContain(link);
    expect(await rowOf(id)).toMatchObject({ status: "sent", secretLink: null, text });
    expect(await resendMail(id)).toEqual({ ok: false, status: 409, message: outboxMessages.meetingLinkGone });
    expect(await db().$count(outboxMails, eq(outboxMails.kind, "meeting-hold"))).toBe(1);
  });

  it("sends a due e-mail once, with its attachment, and records it sent", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const id = (await enqueueMail(
      db(),
      mail("Com anexo", {
        replyTo: "joana@cliente.exemplo.com.br",
        attachments: [{ filename: "reuniao.ics", contentType: "text/calendar", content: Buffer.from(ics).toString("base64") }],
      }),
    ))!;
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await drainOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      to: "vendas@magnasul.exemplo.com.br",
      replyTo: "joana@cliente.exemplo.com.br",
      subject: "Com anexo",
      attachments: [{ filename: "reuniao.ics", contentType: "text/calendar", text: ics }],
    });
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1, nextAttemptAt: null, lastError: null });
    expect((await rowOf(id)).sentAt).toBeInstanceOf(Date);
  });

  it("sends a reply from the company's address under its own display name, and a staff notice as SMTP_FROM says", async () => {
    await enqueueMail(
      db(),
      mail("Seu orçamento", { kind: "reply", to: "joana@cliente.exemplo.com.br", fromName: "Ana Vendas – Magnasul" }),
    );
    await enqueueMail(db(), mail("Novo pedido"));
    expect(await drainOutbox()).toEqual({ sent: 2, failed: 0 });
    const fromOf = (subject: string) => smtp.received.find((received) => received.subject === subject)?.from;
    expect(fromOf("Seu orçamento")).toBe('"Ana Vendas – Magnasul" <site@magnasul.exemplo.com.br>');
    expect(fromOf("Novo pedido")).toBe('"Site" <site@magnasul.exemplo.com.br>');
  });

  it.each([
    { code: 451, message: "4.3.0 Caixa temporariamente indisponivel" },
    { code: 554, message: "5.7.1 Envio recusado" },
  ])(
    "leaves an e-mail the server refuses with $code 'failed' with the error and a retry scheduled, and sends it once the server answers",
    async (refusal) => {
      smtp.refuse(refusal);
      const id = (await enqueueMail(db(), mail("Recusado")))!;
      const before = Date.now();
      expect(await drainOutbox()).toEqual({ sent: 0, failed: 1 });
      const failed = await rowOf(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
      expect(failed.lastError).toContain(String(refusal.code));
      expect(failed.lastError).toContain(refusal.message);
      // The next attempt is a minute away: nothing is due before then.
      expect(failed.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + minute);
      expect(failed.nextAttemptAt!.getTime()).toBeLessThan(Date.now() + minute + 1000);
      expect(await drainOutbox()).toEqual({ sent: 0, failed: 0 });

      // Still refused a minute later: the wait doubles.
      expect(await sendNextMail(db(), new Date(Date.now() + minute + 1000))).toBe("failed");
      const again = await rowOf(id);
      expect(again.attempts).toBe(2);
      expect(again.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(Date.now() + 2 * minute - 1000);

      smtp.refuse(null);
      expect(await sendNextMail(db(), new Date(Date.now() + 3 * minute))).toBe("sent");
      expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null, nextAttemptAt: null });
      expect(smtp.received.map((received) => received.subject)).toEqual(["Recusado"]);
    },
  );

  it("keeps an e-mail pending, then failed with a retry, while the server is down, and sends it when it is back", async () => {
    await smtp.stop();
    try {
      const id = (await enqueueMail(db(), mail("Servidor fora")))!;
      expect(await drainOutbox()).toEqual({ sent: 0, failed: 1 });
      expect((await rowOf(id)).lastError).toMatch(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    expect(await sendNextMail(db(), new Date(Date.now() + 2 * minute))).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up on a server that never answers after SMTP_TIMEOUT_MS, the e-mail kept from other workers that long and 15 s more", async () => {
    await smtp.stop();
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(Number(process.env.SMTP_PORT), "127.0.0.1", resolve));
    try {
      const id = (await enqueueMail(db(), mail("Servidor calado")))!;
      const started = Date.now();
      const sending = sendNextMail(db());
      await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBe(1));
      const leasedUntil = (await rowOf(id)).nextAttemptAt!.getTime();
      expect(leasedUntil).toBeGreaterThanOrEqual(started + 16_000);
      expect(leasedUntil).toBeLessThan(Date.now() + 16_000 + 1000);
      expect(await sending).toBe("failed");
      expect(Date.now() - started).toBeLessThan(4000);
      expect((await rowOf(id)).status).toBe("failed");
    } finally {
      silent.close();
      await smtp.start();
    }
  });

  it("sends the same row with the same Message-ID every time, on the site's host, and a 'Reenviar' copy with its own", async () => {
    const id = (await enqueueMail(db(), mail("Aceito antes da queda")))!;
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    // As a crash between the server's acceptance and the database's 'sent' leaves it, with no journal: due again.
    await db().update(outboxMails).set({ status: "pending", nextAttemptAt: new Date() }).where(eq(outboxMails.id, id));
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.messageId)).toEqual([
      `<${id}@www.magnasul.exemplo.com.br>`,
      `<${id}@www.magnasul.exemplo.com.br>`,
    ]);

    expect(await resendMail(id)).toEqual({ ok: true, subject: "Aceito antes da queda" });
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    const [copy] = await db().select({ id: outboxMails.id }).from(outboxMails).where(ne(outboxMails.id, id));
    expect(smtp.received.at(-1)!.messageId).toBe(`<${copy!.id}@www.magnasul.exemplo.com.br>`);
  });

  it("'Reenviar': a failed e-mail is due again now, a sent one is written again; each is logged, a pending one is refused", async () => {
    smtp.refuse({ code: 550, message: "Caixa inexistente" });
    const failedId = (await enqueueMail(db(), mail("Falhou antes")))!;
    await drainOutbox();
    smtp.refuse(null);
    expect(await resendMail(failedId)).toEqual({ ok: true, subject: "Falhou antes" });
    expect(await rowOf(failedId)).toMatchObject({ status: "pending", lastError: null });
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(await rowOf(failedId)).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received.map((received) => received.messageId)).toEqual([`<${failedId}@www.magnasul.exemplo.com.br>`]);

    expect(await resendMail(failedId)).toEqual({ ok: true, subject: "Falhou antes" });
    const copies = await db().select().from(outboxMails).where(eq(outboxMails.subject, "Falhou antes"));
    expect(copies).toHaveLength(2);
    expect(await rowOf(failedId)).toMatchObject({ status: "sent" });
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.subject)).toEqual(["Falhou antes", "Falhou antes"]);

    const pendingId = (await enqueueMail(db(), mail("Ainda na fila")))!;
    expect(await resendMail(pendingId)).toMatchObject({ ok: false, status: 404 });
    expect(await resendMail("00000000-0000-0000-0000-000000000000")).toMatchObject({ ok: false, status: 404 });
    const logged = await db().select().from(activityLog).where(eq(activityLog.entityId, failedId));
    expect(logged.map((row) => [row.entity, row.action])).toEqual([
      ["mail", "resent"],
      ["mail", "resent"],
    ]);
  });

  it("'Reenviar' sends nothing until staff confirm it, and a reply sent again keeps its sender's name", async () => {
    const id = (await enqueueMail(
      db(),
      mail("Seu orçamento", { kind: "reply", to: "joana@cliente.exemplo.com.br", fromName: "Ana – Magnasul" }),
    ))!;
    await drainOutbox();
    const post = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      const response = await resendAction(new Request("http://localhost/admin/outbox", { method: "POST", body }));
      return { ...response.data, status: response.init?.status };
    };
    for (const confirmed of [undefined, "", "false"]) {
      expect(await post({ intent: "resend", id, ...(confirmed === undefined ? {} : { confirmed }) })).toMatchObject({
        ok: false,
        status: 400,
        message: outboxMessages.unconfirmed,
      });
    }
    expect(await db().$count(outboxMails)).toBe(1);

    expect(await post({ intent: "resend", id, confirmed: "true" })).toMatchObject({ ok: true, status: 200 });
    expect(await drainOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((received) => received.from)).toEqual([
      '"Ana – Magnasul" <site@magnasul.exemplo.com.br>',
      '"Ana – Magnasul" <site@magnasul.exemplo.com.br>',
    ]);
  });

  it("shows the e-mail 'Reenviar' asks about, with its text, when the address names one that may go again", async () => {
    const sentId = (await enqueueMail(db(), mail("Já enviado")))!;
    await drainOutbox();
    const pendingId = (await enqueueMail(db(), mail("Na fila")))!;
    const asking = async (id: string) => (await pageOfOutbox(new URLSearchParams({ reenviar: id }))).confirming;
    expect(await asking(sentId)).toMatchObject({ id: sentId, to: "vendas@magnasul.exemplo.com.br", text: "Corpo de Já enviado" });
    expect(await asking(pendingId)).toBeNull();
    expect(await asking("nada")).toBeNull();
  });

  it("lists the newest first, a page at a time, of one status when asked, with each status counted", async () => {
    smtp.refuse({ code: 550, message: "Caixa inexistente" });
    await enqueueMail(db(), mail("Primeiro"));
    await drainOutbox();
    smtp.refuse(null);
    for (const subject of ["Segundo", "Terceiro"]) {
      await enqueueMail(db(), mail(subject));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const all = await pageOfOutbox(new URLSearchParams("tamanho=10"));
    expect(all.rows.map((row) => row.subject)).toEqual(["Terceiro", "Segundo", "Primeiro"]);
    expect(all.counts).toEqual({ pending: 2, sent: 0, failed: 1 });
    const failed = await pageOfOutbox(new URLSearchParams("status=failed"));
    expect(failed.rows.map((row) => [row.subject, row.status, row.lastError])).toEqual([
      ["Primeiro", "failed", expect.stringContaining("550")],
    ]);
    const unknown = await pageOfOutbox(new URLSearchParams("status=qualquer"));
    expect(unknown.status).toBeNull();
    expect(unknown.total).toBe(3);
  });

  it("records sent, at the next start, an e-mail the server accepted just before the process was killed, instead of sending it again", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-journal-"));
    try {
      const delivered = (await enqueueMail(db(), mail("Entregue antes da queda")))!;
      const waiting = (await enqueueMail(db(), mail("Ainda não enviado")))!;
      // As the killed process left them: both taken for a minute, the first one accepted by the server.
      await db()
        .update(outboxMails)
        .set({ attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` });
      sentJournal(dataDir).note(delivered);
      await db().update(outboxMails).set({ nextAttemptAt: new Date() }).where(eq(outboxMails.id, waiting));
      const worker = startOutbox(3600, dataDir);
      try {
        await vi.waitFor(async () => expect((await rowOf(waiting)).status).toBe("sent"), { timeout: 10_000 });
      } finally {
        await worker.stop();
      }
      expect(await rowOf(delivered)).toMatchObject({ status: "sent", nextAttemptAt: null });
      expect(smtp.received.map((received) => received.subject)).toEqual(["Ainda não enviado"]);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("is sent once by two workers draining it at the same time, each on its own connection", async () => {
    const second = handle.url ? await openDatabase({ databaseUrl: handle.url, holder: "segunda instância" }) : handle;
    try {
      const subjects = Array.from({ length: 40 }, (_, index) => `Lote ${index}`);
      for (const subject of subjects) await enqueueMail(db(), mail(subject));
      const [first, other] = await Promise.all([drainOutbox(handle.db), drainOutbox(second.db)]);
      expect(first.sent + other.sent).toBe(40);
      expect(smtp.received.map((received) => received.subject).sort()).toEqual([...subjects].sort());
      expect(await db().$count(outboxMails, eq(outboxMails.status, "sent"))).toBe(40);
    } finally {
      if (second !== handle) await second.close();
    }
  });
});
