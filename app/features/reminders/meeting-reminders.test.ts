import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leadEvents, leads, outboxMails, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { cancelMeeting } from "~/features/leads/index.server";
import { checkReminders } from "./scheduler.server";
import { outbox, startWithTheSampleCompany } from "./test-support.server";

const sp = (local: string) => new Date(`${local.replace(" ", "T")}:00-03:00`);
const owner = { id: "owner-rita", name: "Rita Vendas", email: "rita@magnasul.exemplo.com.br" };
const sales = "vendas@magnasul.exemplo.com.br";

/** A lead with a meeting booked at `bookedAt` (its timeline's event), as the assistant leaves it. */
async function booked(name: string, meetingAt: string, bookedAt: string, extra: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await db()
    .insert(leads)
    .values({ name, email: `${name.toLowerCase()}@exemplo.com.br`, meetingAt: sp(meetingAt), meetingMinutes: 30, ...extra })
    .returning();
  await db()
    .insert(leadEvents)
    .values({ leadId: lead!.id, kind: "meeting_booked", data: { at: sp(meetingAt).toISOString() }, createdAt: sp(bookedAt) });
  return lead!;
}

/** The reminders written (the checks also write the morning digest). */
const reminders = async () => (await outbox()).filter((mail) => mail.kind === "meeting-reminder");
const sent = async () => (await reminders()).map((mail) => [mail.kind, mail.to, mail.dedupeKey]);

describe.each(testDrivers)("the meeting reminders on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values(owner);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await startWithTheSampleCompany();
  });

  it("reminds the visitor and the owner (or sales) once, the day before", async () => {
    const ana = await booked("Ana", "2026-11-24 09:30", "2026-11-18 10:00");
    const bruno = await booked("Bruno", "2026-11-24 10:00", "2026-11-18 11:00", { ownerId: owner.id, phone: "(19) 99876-5432" });
    const later = await booked("Carla", "2026-11-24 14:00", "2026-11-18 12:00");

    // Monday 10h: Ana's and Bruno's meetings are within a day, Carla's not yet.
    expect(await checkReminders(sp("2026-11-23 10:00"))).toMatchObject({ reminded: 2 });
    const anaKey = `reminder:${ana.id}:${sp("2026-11-24 09:30").toISOString()}`;
    const brunoKey = `reminder:${bruno.id}:${sp("2026-11-24 10:00").toISOString()}`;
    expect(await sent()).toEqual(
      expect.arrayContaining([
        ["meeting-reminder", "ana@exemplo.com.br", anaKey],
        ["meeting-reminder", sales, `${anaKey}:equipe`],
        ["meeting-reminder", "bruno@exemplo.com.br", brunoKey],
        ["meeting-reminder", owner.email, `${brunoKey}:equipe`],
      ]),
    );
    expect(await reminders()).toHaveLength(4);
    const [visitor] = await db().select().from(outboxMails).where(eq(outboxMails.dedupeKey, brunoKey));
    expect(visitor!.subject).toBe("Lembrete: reunião terça-feira, 24 de novembro de 2026, às 10:00");
    expect(visitor!.text).toMatch(/^Olá!\n/);
    expect(visitor!.text).not.toContain("Bruno");
    expect(visitor!.replyTo).toBe(sales);
    const [staff] = await db()
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.dedupeKey, `${brunoKey}:equipe`));
    expect(staff!.subject).toBe("Lembrete: reunião com Bruno — 24/11/2026 10:00");
    expect(staff!.text).toContain(`/admin/leads/${bruno.id}`);
    expect(staff!.replyTo).toBe("bruno@exemplo.com.br");

    // Checked again, and by another instance at once: nothing more.
    const again = await Promise.all([checkReminders(sp("2026-11-23 10:01")), checkReminders(sp("2026-11-23 10:01"))]);
    expect(again.map((check) => check.reminded)).toEqual([0, 0]);
    expect(await reminders()).toHaveLength(4);

    // Carla's comes a day before hers, once even when two instances find it due at the same moment.
    await Promise.all([checkReminders(sp("2026-11-23 14:00")), checkReminders(sp("2026-11-23 14:00"))]);
    expect((await reminders()).filter((mail) => mail.leadId === later.id).map((mail) => mail.to)).toEqual(
      expect.arrayContaining(["carla@exemplo.com.br", sales]),
    );
    expect(await reminders()).toHaveLength(6);
  });

  it("reminds no meeting that was cancelled, nor a moved one at its old time", async () => {
    const ana = await booked("Ana", "2026-11-24 16:00", "2026-11-18 10:00");
    const bruno = await booked("Bruno", "2026-11-24 16:30", "2026-11-18 10:00");
    expect(await cancelMeeting(ana.id)).toBe(true);
    // Bruno's meeting moves to Wednesday 9h before its reminder is due.
    await db()
      .update(leads)
      .set({ meetingAt: sp("2026-11-25 09:00") })
      .where(eq(leads.id, bruno.id));
    await db()
      .insert(leadEvents)
      .values({
        leadId: bruno.id,
        kind: "meeting_booked",
        data: { at: sp("2026-11-25 09:00").toISOString() },
        createdAt: sp("2026-11-23 11:00"),
      });

    expect(await checkReminders(sp("2026-11-23 17:00"))).toMatchObject({ reminded: 0 });
    expect(await checkReminders(sp("2026-11-24 09:00"))).toMatchObject({ reminded: 1 });
    const keys = (await reminders()).map((mail) => mail.dedupeKey);
    expect(keys.sort()).toEqual([
      `reminder:${bruno.id}:${sp("2026-11-25 09:00").toISOString()}`,
      `reminder:${bruno.id}:${sp("2026-11-25 09:00").toISOString()}:equipe`,
    ]);
    expect((await reminders()).some((mail) => mail.leadId === ana.id)).toBe(false);
  });

  it("sends none for a meeting booked less than a day ahead (its confirmation just went), a past one or a deleted lead's", async () => {
    await booked("Ana", "2026-11-24 09:30", "2026-11-23 15:00");
    await booked("Bruno", "2026-11-23 09:00", "2026-11-18 10:00");
    await booked("Carla", "2026-11-24 10:00", "2026-11-18 10:00", { deleted: true });
    expect(await checkReminders(sp("2026-11-23 16:00"))).toMatchObject({ reminded: 0 });
    expect(await reminders()).toEqual([]);
  });
});
