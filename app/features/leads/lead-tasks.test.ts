import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { activityLog, leadEvents, leads, leadTasks, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { myTasks } from "~/features/tasks/index.server";
import { requestScope } from "~/lib/request-scope.server";
import type { ActionAnswer } from "~/lib/action-result";
import { leadAction } from "./lead-action.server";
import { listLeadTasks } from "./lead-tasks.server";
import { pipelineMessages } from "./pipeline";
import { leadValues, missingLeadId } from "./test-support.server";

const ana = { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" };
const beto = { id: "staff-beto", name: "Beto Editor", email: "beto@magnasul.exemplo.com.br", role: "editor" };
const rui = { id: "staff-rui", name: "Rui Gerente", email: "rui@magnasul.exemplo.com.br", role: "administrador" };

/** A São Paulo wall-clock time ('2026-11-23 09:00') as an instant. */
const sp = (local: string) => new Date(`${local.replace(" ", "T")}:00-03:00`);

async function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request("http://localhost/admin/leads/x", { method: "POST", body });
  const response = await requestScope.run({ id: "test", actor: { id: ana.id, name: ana.name } }, () => leadAction(request));
  return { status: response.init?.status ?? 200, ...(response.data as ActionAnswer) };
}

const events = (leadId: string) =>
  db()
    .select({ kind: leadEvents.kind, authorId: leadEvents.authorId, body: leadEvents.body, data: leadEvents.data })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt));

const names = (tasks: Array<{ leadName: string; note: string }>) => tasks.map((task) => `${task.leadName}: ${task.note}`);

describe.each(testDrivers)("a lead's tasks on %s", (driver) => {
  let leadId: string;
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values([ana, beto, rui]);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(activityLog);
    await db().delete(leads);
    [{ id: leadId }] = (await db().insert(leads).values(leadValues("Joana")).returning({ id: leads.id })) as [{ id: string }];
  });

  it("creates a task in São Paulo time for an active member of sales, on the timeline and the activity log", async () => {
    const task = { intent: "task", leadId, type: "ligar", dueAt: "2026-11-30T09:00", ownerId: rui.id, note: " Confirmar a vazão " };
    for (const [fields, message] of [
      [{ type: "fax" }, "Escolha o tipo da tarefa."],
      [{ dueAt: "2026-02-30T09:00" }, "Informe o dia e a hora da tarefa, como 25/11/2026 09:00."],
      [{ dueAt: "amanhã" }, "Informe o dia e a hora da tarefa, como 25/11/2026 09:00."],
      [{ ownerId: "" }, pipelineMessages.owner],
      [{ ownerId: beto.id }, pipelineMessages.owner],
      [{ note: "x".repeat(1001) }, "Use no máximo 1.000 caracteres"],
    ] as const) {
      expect(await post({ ...task, ...fields })).toMatchObject({ status: 400, ok: false, message });
    }
    expect(await post({ ...task, leadId: missingLeadId })).toMatchObject({ status: 404 });
    expect(await db().$count(leadTasks)).toBe(0);

    expect(await post(task)).toMatchObject({ ok: true, message: "Tarefa criada.", result: { status: "success" } });
    const [stored] = await db().select().from(leadTasks);
    expect(stored).toMatchObject({
      leadId,
      type: "ligar",
      dueAt: new Date("2026-11-30T12:00:00.000Z"),
      ownerId: rui.id,
      note: "Confirmar a vazão",
      doneAt: null,
      authorId: ana.id,
    });
    expect(await events(leadId)).toEqual([
      {
        kind: "task",
        authorId: ana.id,
        body: "Confirmar a vazão",
        data: { taskId: stored!.id, type: "ligar", at: "2026-11-30T12:00:00.000Z", ownerName: rui.name },
      },
    ]);
    expect(await db().select({ fields: activityLog.fields }).from(activityLog)).toEqual([{ fields: ["task"] }]);
  });

  it("is done and reopened with an event each time; the same state changes nothing, another lead's task is refused", async () => {
    const [task] = await db()
      .insert(leadTasks)
      .values({ leadId, type: "visita", dueAt: sp("2026-11-30 14:00"), ownerId: ana.id })
      .returning();
    const [other] = await db().insert(leads).values(leadValues("Otavio")).returning({ id: leads.id });

    expect(await post({ intent: "task-done", leadId: other!.id, taskId: task!.id })).toMatchObject({
      status: 404,
      message: "Tarefa não encontrada neste lead.",
    });
    expect(await post({ intent: "task-done", leadId, taskId: task!.id })).toMatchObject({ ok: true, message: "Tarefa concluída." });
    expect((await db().select().from(leadTasks))[0]!.doneAt).toBeInstanceOf(Date);
    expect(await post({ intent: "task-done", leadId, taskId: task!.id })).toMatchObject({ ok: true, message: pipelineMessages.unchanged });
    expect(await post({ intent: "task-reopen", leadId, taskId: task!.id })).toMatchObject({ ok: true, message: "Tarefa reaberta." });
    expect((await db().select().from(leadTasks))[0]!.doneAt).toBeNull();

    const data = { taskId: task!.id, type: "visita", at: "2026-11-30T17:00:00.000Z" };
    expect(await events(leadId)).toEqual([
      { kind: "task_done", authorId: ana.id, body: null, data },
      { kind: "task_reopened", authorId: ana.id, body: null, data },
    ]);
  });

  it("lists the lead's open tasks by when they are due, then the done ones, the latest done first", async () => {
    await db()
      .insert(leadTasks)
      .values([
        { leadId, note: "depois", dueAt: sp("2026-12-02 09:00"), ownerId: ana.id },
        { leadId, note: "feita antes", dueAt: sp("2026-11-01 09:00"), ownerId: ana.id, doneAt: sp("2026-11-01 10:00") },
        { leadId, note: "antes", dueAt: sp("2026-12-01 09:00"), ownerId: rui.id },
        { leadId, note: "feita depois", dueAt: sp("2026-10-01 09:00"), ownerId: ana.id, doneAt: sp("2026-11-20 10:00") },
      ]);
    expect((await listLeadTasks(leadId)).map((task) => [task.note, task.ownerName])).toEqual([
      ["antes", rui.name],
      ["depois", ana.name],
      ["feita depois", ana.name],
      ["feita antes", ana.name],
    ]);
  });

  it("gives each staff member their own open tasks: late, today's and the next, in São Paulo days", async () => {
    const [gone] = await db()
      .insert(leads)
      .values(leadValues("Excluido", { deleted: true }))
      .returning({ id: leads.id });
    await db()
      .insert(leadTasks)
      .values([
        { leadId, note: "ontem", dueAt: sp("2026-11-22 17:00"), ownerId: ana.id },
        // 23:30 in São Paulo is already the next day in UTC: still today's.
        { leadId, note: "hoje tarde", dueAt: sp("2026-11-23 23:30"), ownerId: ana.id },
        { leadId, note: "hoje cedo", dueAt: sp("2026-11-23 00:00"), ownerId: ana.id },
        { leadId, note: "amanhã", dueAt: sp("2026-11-24 00:00"), ownerId: ana.id },
        { leadId, note: "feita", dueAt: sp("2026-11-23 10:00"), ownerId: ana.id, doneAt: sp("2026-11-23 08:00") },
        { leadId, note: "do Rui", dueAt: sp("2026-11-23 10:00"), ownerId: rui.id },
        { leadId: gone!.id, note: "lead excluído", dueAt: sp("2026-11-23 10:00"), ownerId: ana.id },
      ]);
    const now = sp("2026-11-23 08:00");
    const mine = await myTasks(ana.id, now);
    expect(names(mine.late)).toEqual(["Joana: ontem"]);
    expect(names(mine.today)).toEqual(["Joana: hoje cedo", "Joana: hoje tarde"]);
    expect(names(mine.next)).toEqual(["Joana: amanhã"]);
    expect(mine.today[0]).toMatchObject({ leadId, leadName: "Joana", type: "tarefa" });

    const his = await myTasks(rui.id, now);
    expect([his.late, his.today.map((task) => task.note), his.next]).toEqual([[], ["do Rui"], []]);
    // The next morning, yesterday's are late.
    expect(names((await myTasks(ana.id, sp("2026-11-24 07:00"))).late)).toEqual(["Joana: ontem", "Joana: hoje cedo", "Joana: hoje tarde"]);
  });
});
