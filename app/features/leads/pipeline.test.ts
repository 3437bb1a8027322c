import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { activityLog, contactRequests, leadEvents, leads, outboxMails, siteSettings, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { requestScope } from "~/lib/request-scope.server";
import type { ActionAnswer } from "~/lib/action-result";
import { leadAction } from "./lead-action.server";
import { pipelineBounds, pipelineMessages } from "./pipeline";
import { leadValues, missingLeadId } from "./test-support.server";

const ana = { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" };
const beto = { id: "staff-beto", name: "Beto Editor", email: "beto@magnasul.exemplo.com.br", role: "editor" };
const caio = { id: "staff-caio", name: "Caio Antigo", email: "caio@magnasul.exemplo.com.br", role: "comercial", active: false };
const davi = { id: "staff-davi", name: "Davi Gerente", email: "davi@magnasul.exemplo.com.br", role: "administrador" };

/** Posts one of the lead page's forms as Ana, the way the browser sends it. */
async function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/admin/leads/x", { method: "POST", body });
  const response = await requestScope.run({ id: "test", actor: { id: ana.id, name: ana.name } }, () => leadAction(request));
  return { status: response.init?.status ?? 200, ...(response.data as ActionAnswer) };
}

const stored = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0]!;
const events = (id: string) =>
  db()
    .select({ kind: leadEvents.kind, authorId: leadEvents.authorId, body: leadEvents.body, data: leadEvents.data })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.createdAt));
const activity = (id: string) =>
  db()
    .select({ actorId: activityLog.actorId, action: activityLog.action, fields: activityLog.fields })
    .from(activityLog)
    .where(eq(activityLog.entityId, id))
    .orderBy(asc(activityLog.id));

describe.each(testDrivers)("a lead's pipeline on %s", (driver) => {
  let leadId: string;
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values([ana, beto, caio, davi]);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(outboxMails);
    await db().delete(activityLog);
    await db().delete(leads);
    [{ id: leadId }] = (await db()
      .insert(leads)
      .values(leadValues("Joana", { company: "Metalúrgica Joana" }))
      .returning({ id: leads.id })) as [{ id: string }];
  });

  it("refuses 'Perdido' without a reason and changes nothing", async () => {
    for (const lostReason of [undefined, "", "   "]) {
      const answer = await post({ intent: "status", leadId, status: "perdido", ...(lostReason === undefined ? {} : { lostReason }) });
      expect(answer).toMatchObject({ status: 400, ok: false, message: pipelineMessages.lostReason });
      expect(answer.result.error).toMatchObject({ lostReason: [pipelineMessages.lostReason] });
    }
    expect(await stored(leadId)).toMatchObject({ status: "novo", lostReason: null });
    expect(await events(leadId)).toEqual([]);
    expect(await activity(leadId)).toEqual([]);
  });

  it("marks a lead 'Perdido' with a reason from the list and its detail apart, on the timeline and the activity log; leaving it clears both", async () => {
    expect(
      await post({
        intent: "status",
        leadId,
        status: "perdido",
        lostReason: "Concorrente",
        lostDetail: " Comprou da Imãtec \r\n pelo prazo ",
      }),
    ).toMatchObject({ ok: true, message: pipelineMessages.statusSaved });
    expect(await stored(leadId)).toMatchObject({
      status: "perdido",
      lostReason: "Concorrente",
      lostDetail: "Comprou da Imãtec \n pelo prazo",
    });

    // The same reason and detail change nothing; another detail is a change.
    expect(
      await post({ intent: "status", leadId, status: "perdido", lostReason: "Concorrente", lostDetail: "Comprou da Imãtec \n pelo prazo" }),
    ).toMatchObject({ ok: true, message: pipelineMessages.unchanged });
    expect(await post({ intent: "status", leadId, status: "perdido", lostReason: "Preço" })).toMatchObject({ ok: true });
    expect(await stored(leadId)).toMatchObject({ lostReason: "Preço", lostDetail: null });

    expect(await post({ intent: "status", leadId, status: "em_atendimento", lostReason: "Prazo", lostDetail: "ignorado" })).toMatchObject({
      ok: true,
    });
    expect(await stored(leadId)).toMatchObject({ status: "em_atendimento", lostReason: null, lostDetail: null });

    expect(await events(leadId)).toEqual([
      {
        kind: "status",
        authorId: ana.id,
        body: "Concorrente — Comprou da Imãtec \n pelo prazo",
        data: { from: "novo", to: "perdido", reason: "Concorrente", detail: "Comprou da Imãtec \n pelo prazo" },
      },
      { kind: "status", authorId: ana.id, body: "Preço", data: { from: "perdido", to: "perdido", reason: "Preço", detail: null } },
      { kind: "status", authorId: ana.id, body: null, data: { from: "perdido", to: "em_atendimento" } },
    ]);
    expect(await activity(leadId)).toEqual(Array(3).fill({ actorId: ana.id, action: "status-changed", fields: ["status"] }));
  });

  it("takes only a reason in the settings' list, which staff edit; a lead keeps a reason since removed from it", async () => {
    for (const lostReason of ["Sem verba", "preço", "x".repeat(pipelineBounds.lostReason + 1)]) {
      expect(await post({ intent: "status", leadId, status: "perdido", lostReason })).toMatchObject({
        status: 400,
        ok: false,
        message: pipelineMessages.lostReasonUnknown,
        result: { error: { lostReason: [pipelineMessages.lostReasonUnknown] } },
      });
    }
    expect(await stored(leadId)).toMatchObject({ status: "novo", lostReason: null });

    await db()
      .insert(siteSettings)
      .values({ settingKey: "lost_reasons", settingValue: ["Sem verba", "Desistiu"] });
    try {
      expect(await post({ intent: "status", leadId, status: "perdido", lostReason: "Preço" })).toMatchObject({
        status: 400,
        message: pipelineMessages.lostReasonUnknown,
      });
      expect(await post({ intent: "status", leadId, status: "perdido", lostReason: "Sem verba" })).toMatchObject({ ok: true });
      await db()
        .update(siteSettings)
        .set({ settingValue: ["Desistiu"] })
        .where(eq(siteSettings.settingKey, "lost_reasons"));
      // Its detail can still be written under the reason it has.
      expect(
        await post({ intent: "status", leadId, status: "perdido", lostReason: "Sem verba", lostDetail: "Verba cortada" }),
      ).toMatchObject({
        ok: true,
      });
      expect(await stored(leadId)).toMatchObject({ lostReason: "Sem verba", lostDetail: "Verba cortada" });
    } finally {
      await db().delete(siteSettings).where(eq(siteSettings.settingKey, "lost_reasons"));
    }
  });

  it("a detail longer than the bound is refused", async () => {
    const answer = await post({
      intent: "status",
      leadId,
      status: "perdido",
      lostReason: "Outro",
      lostDetail: "x".repeat(pipelineBounds.lostDetail + 1),
    });
    expect(answer).toMatchObject({ status: 400, ok: false, message: "Use no máximo 500 caracteres" });
    expect((await stored(leadId)).status).toBe("novo");
  });

  it("keeps the deal's value typed in pt-BR as centavos; empty clears it; anything else changes nothing", async () => {
    for (const [value, message] of [
      ["12.50", pipelineMessages.value],
      ["1,234.56", pipelineMessages.value],
      ["-5", pipelineMessages.value],
      ["mil reais", pipelineMessages.value],
      ["0,00", pipelineMessages.valueZero],
      ["100.000.000,00", pipelineMessages.valueTooHigh],
    ] as const) {
      expect(await post({ intent: "value", leadId, value })).toMatchObject({
        status: 400,
        ok: false,
        message,
        result: { error: { value: [message] } },
      });
    }
    expect((await stored(leadId)).valueCents).toBeNull();

    expect(await post({ intent: "value", leadId, value: " R$ 1.234,5 " })).toMatchObject({
      ok: true,
      message: pipelineMessages.valueSaved,
    });
    expect((await stored(leadId)).valueCents).toBe(123_450);
    expect(await post({ intent: "value", leadId, value: "1234,50" })).toMatchObject({ ok: true, message: pipelineMessages.unchanged });
    expect(await post({ intent: "value", leadId, value: "99.999.999,99" })).toMatchObject({ ok: true });
    expect((await stored(leadId)).valueCents).toBe(9_999_999_999);
    expect(await post({ intent: "value", leadId, value: "" })).toMatchObject({ ok: true, message: pipelineMessages.valueSaved });
    expect((await stored(leadId)).valueCents).toBeNull();
    expect(await activity(leadId)).toEqual(Array(3).fill({ actorId: ana.id, action: "updated", fields: ["value"] }));
    expect(await post({ intent: "value", leadId: missingLeadId, value: "10" })).toMatchObject({ status: 404 });
  });

  it("the same status records nothing; an unknown status or a deleted lead is refused", async () => {
    expect(await post({ intent: "status", leadId, status: "novo" })).toMatchObject({ ok: true, message: pipelineMessages.unchanged });
    expect(await post({ intent: "status", leadId, status: "arquivado" })).toMatchObject({
      status: 400,
      message: pipelineMessages.invalidStatus,
    });
    expect(await post({ intent: "status", leadId: missingLeadId, status: "ganho" })).toMatchObject({
      status: 404,
      message: pipelineMessages.leadNotFound,
    });
    await db().update(leads).set({ deleted: true }).where(eq(leads.id, leadId));
    expect(await post({ intent: "status", leadId, status: "ganho" })).toMatchObject({ status: 404 });
    expect(await events(leadId)).toEqual([]);
  });

  it("a lost lead gives up its meeting still to come, on its timeline, and staff read so", async () => {
    const meetingAt = new Date(Date.now() + 3 * 86_400_000);
    await db().update(leads).set({ meetingAt, meetingMinutes: 30 }).where(eq(leads.id, leadId));
    expect(await post({ intent: "status", leadId, status: "perdido", lostReason: "Sem orçamento" })).toMatchObject({
      ok: true,
      message: `${pipelineMessages.statusSaved} ${pipelineMessages.meetingCancelled}`,
    });
    expect(await stored(leadId)).toMatchObject({ meetingAt: null, status: "perdido" });
    expect((await events(leadId)).map((event) => event.kind)).toEqual(["status", "meeting_cancelled"]);
  });

  it("a lost lead keeps a meeting already past, on record", async () => {
    const past = new Date(Date.now() - 3 * 86_400_000);
    await db().update(leads).set({ meetingAt: past, meetingMinutes: 30 }).where(eq(leads.id, leadId));
    expect(await post({ intent: "status", leadId, status: "perdido", lostReason: "Concorrente" })).toMatchObject({
      ok: true,
      message: pipelineMessages.statusSaved,
    });
    expect(await stored(leadId)).toMatchObject({ meetingAt: past, status: "perdido" });
  });

  it("cancels a lead's meeting, keeping the lead and its status; with no meeting, or no lead, it is refused", async () => {
    const meetingAt = new Date(Date.now() + 3 * 86_400_000);
    await db().update(leads).set({ meetingAt, meetingMinutes: 30, status: "em_atendimento" }).where(eq(leads.id, leadId));
    expect(await post({ intent: "cancel-meeting", leadId })).toMatchObject({
      ok: true,
      intent: "cancel-meeting",
      item: leadId,
      message: pipelineMessages.meetingCancelled,
    });
    expect(await stored(leadId)).toMatchObject({ meetingAt: null, status: "em_atendimento", deleted: false });
    expect(await events(leadId)).toEqual([
      { kind: "meeting_cancelled", authorId: ana.id, body: null, data: { at: meetingAt.toISOString() } },
    ]);
    expect(await post({ intent: "cancel-meeting", leadId })).toMatchObject({
      status: 404,
      ok: false,
      message: pipelineMessages.meetingNotFound,
    });
    expect(await post({ intent: "cancel-meeting", leadId: missingLeadId })).toMatchObject({ status: 404 });
    expect(await post({ intent: "cancel-meeting", leadId: "not-a-uuid" })).toMatchObject({
      status: 400,
      message: pipelineMessages.leadNotFound,
    });
  });

  it("deletes a lead, naming it; a deleted or unknown lead is refused", async () => {
    expect(await post({ intent: "delete", leadId })).toMatchObject({
      ok: true,
      intent: "delete",
      message: "Lead Joana excluído com sucesso!",
    });
    expect(await stored(leadId)).toMatchObject({ deleted: true });
    expect(await activity(leadId)).toEqual([{ actorId: ana.id, action: "deleted", fields: [] }]);
    expect(await post({ intent: "delete", leadId })).toMatchObject({ status: 404, ok: false, message: pipelineMessages.leadNotFound });
    expect(await post({ intent: "status", leadId, status: "ganho" })).toMatchObject({ status: 404 });
    expect(await post({ intent: "delete", leadId: "'; drop table leads; --" })).toMatchObject({
      status: 400,
      message: pipelineMessages.leadNotFound,
    });
  });

  it("gives the lead to an active member of sales only, and back to nobody", async () => {
    for (const ownerId of [beto.id, caio.id, "ninguem"]) {
      expect(await post({ intent: "owner", leadId, ownerId })).toMatchObject({ status: 400, message: pipelineMessages.owner });
    }
    expect((await stored(leadId)).ownerId).toBeNull();

    expect(await post({ intent: "owner", leadId, ownerId: ana.id })).toMatchObject({ ok: true, message: pipelineMessages.ownerSaved });
    expect((await stored(leadId)).ownerId).toBe(ana.id);
    expect(await post({ intent: "owner", leadId, ownerId: "" })).toMatchObject({ ok: true });
    expect((await stored(leadId)).ownerId).toBeNull();
    expect(await events(leadId)).toEqual([
      { kind: "owner", authorId: ana.id, body: null, data: { from: null, to: ana.id, toName: ana.name } },
      { kind: "owner", authorId: ana.id, body: null, data: { from: ana.id, to: null, toName: null } },
    ]);
    expect(await activity(leadId)).toEqual([
      { actorId: ana.id, action: "updated", fields: ["owner"] },
      { actorId: ana.id, action: "updated", fields: ["owner"] },
    ]);
  });

  it("tells the new owner by e-mail when someone else gives them the lead, never when they take it themselves", async () => {
    await post({ intent: "owner", leadId, ownerId: ana.id });
    expect(await db().select().from(outboxMails)).toEqual([]);

    await post({ intent: "owner", leadId, ownerId: davi.id });
    expect(await db().select().from(outboxMails)).toEqual([
      expect.objectContaining({
        kind: "lead-assigned",
        to: davi.email,
        leadId,
        subject: "Lead atribuído a você: Joana",
        status: "pending",
      }),
    ]);
    const [mail] = await db().select().from(outboxMails);
    expect(mail!.text).toContain("Olá, Davi Gerente!");
    expect(mail!.text).toContain("Ana Vendas passou a você o lead Joana <joana@exemplo.com.br>.");
    expect(mail!.text).toMatch(new RegExp(`/admin/leads/${leadId}$`));

    // Saved again unchanged, or taken away: no e-mail.
    await post({ intent: "owner", leadId, ownerId: davi.id });
    await post({ intent: "owner", leadId, ownerId: "" });
    expect(await db().$count(outboxMails)).toBe(1);
  });

  it("keeps a note with its author, refusing an empty one and one past the bound", async () => {
    expect(await post({ intent: "note", leadId, body: "  \n " })).toMatchObject({ status: 400, message: pipelineMessages.note });
    expect(await post({ intent: "note", leadId, body: "x".repeat(pipelineBounds.note + 1) })).toMatchObject({
      status: 400,
      message: "Use no máximo 5.000 caracteres",
    });
    expect(await events(leadId)).toEqual([]);
    expect(await post({ intent: "note", leadId, body: "x".repeat(pipelineBounds.note) })).toMatchObject({ ok: true });
    expect(await post({ intent: "note", leadId, body: " Ligou pedindo prazo de entrega. " })).toMatchObject({
      ok: true,
      message: pipelineMessages.noteSaved,
    });
    expect((await events(leadId)).map(({ kind, authorId, body }) => ({ kind, authorId, body: body!.slice(0, 40) }))).toEqual([
      { kind: "note", authorId: ana.id, body: "x".repeat(40) },
      { kind: "note", authorId: ana.id, body: "Ligou pedindo prazo de entrega." },
    ]);
  });

  it("writes the reply to the outbox from '<staff member> – <company>' with the staff member as Reply-To, and moves a 'Novo' lead to 'Em atendimento'", async () => {
    await db()
      .insert(siteSettings)
      .values({ settingKey: "company", settingValue: { name: "Magnasul Separadores" } })
      .onConflictDoNothing();
    const answer = await post({ intent: "reply", leadId, subject: "Seu orçamento", body: "Olá, Joana!\n\nSegue a proposta." });
    expect(answer).toMatchObject({ ok: true, message: pipelineMessages.replySent });
    expect(await db().select().from(outboxMails)).toEqual([
      expect.objectContaining({
        kind: "reply",
        to: "joana@exemplo.com.br",
        replyTo: ana.email,
        fromName: "Ana Vendas – Magnasul Separadores",
        leadId,
        authorId: ana.id,
        subject: "Seu orçamento",
        text: "Olá, Joana!\n\nSegue a proposta.",
        status: "pending",
      }),
    ]);
    expect((await stored(leadId)).status).toBe("em_atendimento");
    expect(await events(leadId)).toEqual([{ kind: "status", authorId: ana.id, body: null, data: { from: "novo", to: "em_atendimento" } }]);
    expect(await activity(leadId)).toEqual([
      { actorId: ana.id, action: "updated", fields: ["reply"] },
      { actorId: ana.id, action: "status-changed", fields: ["status"] },
    ]);

    // Another status stays as it is.
    await db().update(leads).set({ status: "proposta_enviada" }).where(eq(leads.id, leadId));
    await post({ intent: "reply", leadId, subject: "Prazo", body: "Confirmamos o prazo." });
    expect((await stored(leadId)).status).toBe("proposta_enviada");
    expect(await db().$count(outboxMails)).toBe(2);
  });

  it("a reply without a subject or text, or past their bounds, sends nothing and keeps the status", async () => {
    for (const [fields, message] of [
      [{ subject: "", body: "Olá" }, pipelineMessages.replySubject],
      [{ subject: "Oi", body: " " }, pipelineMessages.replyBody],
      [{ subject: "x".repeat(pipelineBounds.replySubject + 1), body: "Olá" }, "Use no máximo 200 caracteres"],
      [{ subject: "Oi", body: "x".repeat(pipelineBounds.replyBody + 1) }, "Use no máximo 10.000 caracteres"],
    ] as const) {
      expect(await post({ intent: "reply", leadId, ...fields })).toMatchObject({ status: 400, ok: false, message });
    }
    expect(await db().$count(outboxMails)).toBe(0);
    expect((await stored(leadId)).status).toBe("novo");
  });

  it("a reply whose status change fails leaves no e-mail in the outbox: both are one transaction", async () => {
    await db().execute(sql`create function refuse_status_event() returns trigger language plpgsql as $$
      begin if new.kind = 'status' then raise exception 'refused for the test'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_status_event before insert on lead_events for each row execute function refuse_status_event()`,
    );
    try {
      expect(await post({ intent: "reply", leadId, subject: "Oi", body: "Olá" })).toMatchObject({
        status: 500,
        ok: false,
        message: "Erro inesperado. Tente novamente.",
      });
    } finally {
      await db().execute(sql`drop trigger refuse_status_event on lead_events`);
      await db().execute(sql`drop function refuse_status_event`);
    }
    expect(await db().$count(outboxMails)).toBe(0);
    expect((await stored(leadId)).status).toBe("novo");
    expect(await activity(leadId)).toEqual([]);
  });

  it("refuses text with a NUL character with a message, changing nothing", async () => {
    expect(await post({ intent: "note", leadId, body: "Olá \u0000" })).toMatchObject({ status: 400, ok: false });
    expect(await events(leadId)).toEqual([]);
  });

  it("keeps each staff member's own choice of touch alerts, from any lead's page", async () => {
    const alertsOf = async (id: string) => (await db().select({ on: users.touchAlerts }).from(users).where(eq(users.id, id)))[0]!.on;
    expect(await post({ intent: "touch-alerts", leadId, touchAlerts: "true" })).toMatchObject({
      ok: true,
      message: pipelineMessages.touchAlertsOn,
    });
    expect([await alertsOf(ana.id), await alertsOf(caio.id)]).toEqual([true, false]);
    expect(await post({ intent: "touch-alerts", leadId })).toMatchObject({ ok: true, message: pipelineMessages.touchAlertsOff });
    expect(await post({ intent: "touch-alerts", leadId })).toMatchObject({ ok: true, message: pipelineMessages.unchanged });
    expect(await alertsOf(ana.id)).toBe(false);
  });

  it("reads the lead's messages in the inbox once the lead is answered or moved on, and no other lead's", async () => {
    const [other] = await db().insert(leads).values(leadValues("Otávio")).returning({ id: leads.id });
    const message = (lead: string, name: string) => ({
      name,
      email: `${name}@exemplo.com.br`,
      message: "Orçamento",
      type: "quote_request",
      leadId: lead,
    });
    await db().delete(contactRequests);
    await db()
      .insert(contactRequests)
      .values([message(leadId, "joana"), message(leadId, "joana"), message(other!.id, "otavio")]);
    const unread = async () =>
      (await db().select({ name: contactRequests.name, readAt: contactRequests.readAt }).from(contactRequests))
        .filter((row) => row.readAt === null)
        .map((row) => row.name);

    await post({ intent: "note", leadId, body: "Ligar amanhã." });
    expect(await unread()).toEqual(["joana", "joana", "otavio"]);
    await post({ intent: "reply", leadId, subject: "Seu orçamento", body: "Segue a proposta." });
    expect(await unread()).toEqual(["otavio"]);

    await post({ intent: "status", leadId: other!.id, status: "ganho" });
    expect(await unread()).toEqual([]);
  });
});
