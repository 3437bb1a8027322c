import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { chatSessions, leads, outboxMails, rateLimits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { cancelMeeting, freeSlots } from "~/features/leads/index.server";
import { bookForSession, registerLead } from "./lead-actions.server";
import { resetChatLimiters } from "./service.server";

// Monday 23/11/2026, 10:00 in São Paulo.
const now = new Date("2026-11-23T13:00:00Z");
let sessions = 0;

/** A new conversation identified as the lead of this e-mail, as the assistant registers it. */
async function conversation(email: string) {
  const sessionId = `sessao-limite-${++sessions}`;
  const registered = await registerLead(sessionId, { name: "Visitante Teste", email, phone: "(19) 99876-5432" });
  expect(registered.ok).toBe(true);
  return sessionId;
}

const nextSlot = async () => (await freeSlots({ count: 1, now }))[0]!;
const meetingOf = async (email: string) => (await db().select().from(leads).where(eq(leads.email, email)))[0]?.meetingAt ?? null;

describe.each(testDrivers)("what one visitor may book on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(chatSessions);
    await db().delete(outboxMails);
    await db().delete(leads);
    await db().delete(rateLimits);
  });

  it("books 3 meetings a day from one address, refuses the 4th and books from another address", async () => {
    for (const name of ["ana", "bruno", "carla"]) {
      const booking = await bookForSession(
        { sessionId: await conversation(`${name}@exemplo.com.br`), clientIp: "10.1.0.1" },
        await nextSlot(),
        now,
      );
      expect(booking.ok).toBe(true);
    }
    const fourth = await conversation("dora@exemplo.com.br");
    expect(await bookForSession({ sessionId: fourth, clientIp: "10.1.0.1" }, await nextSlot(), now)).toEqual({
      ok: false,
      reason: "limit",
    });
    expect(await meetingOf("dora@exemplo.com.br")).toBeNull();
    expect((await bookForSession({ sessionId: fourth, clientIp: "10.1.0.2" }, await nextSlot(), now)).ok).toBe(true);
  });

  it("keeps the count in the database: a restart, with new limiters on the same database, still refuses", async () => {
    for (const name of ["ana", "bruno", "carla"]) {
      await bookForSession({ sessionId: await conversation(`${name}@exemplo.com.br`), clientIp: "10.1.0.3" }, await nextSlot(), now);
    }
    resetChatLimiters();
    const after = await conversation("dora@exemplo.com.br");
    expect(await bookForSession({ sessionId: after, clientIp: "10.1.0.3" }, await nextSlot(), now)).toEqual({ ok: false, reason: "limit" });
    expect(await db().select().from(rateLimits).where(like(rateLimits.key, "meeting_ip:%"))).toEqual([
      { key: "meeting_ip:10.1.0.3", points: 4, expire: expect.any(Number) },
    ]);
  });

  it("opens a new day's count once the day has passed", async () => {
    for (const name of ["ana", "bruno", "carla"]) {
      await bookForSession({ sessionId: await conversation(`${name}@exemplo.com.br`), clientIp: "10.1.0.4" }, await nextSlot(), now);
    }
    await db()
      .update(rateLimits)
      .set({ expire: Date.now() - 1 });
    const nextDay = await conversation("dora@exemplo.com.br");
    expect((await bookForSession({ sessionId: nextDay, clientIp: "10.1.0.4" }, await nextSlot(), now)).ok).toBe(true);
  });

  it("books twice a day per conversation, even when staff cancel its meetings in between", async () => {
    const sessionId = await conversation("ana@exemplo.com.br");
    const [lead] = await db().select().from(leads);
    for (let booked = 0; booked < 2; booked++) {
      expect((await bookForSession({ sessionId, clientIp: `10.2.0.${booked}` }, await nextSlot(), now)).ok).toBe(true);
      expect(await cancelMeeting(lead!.id)).toBe(true);
    }
    expect(await bookForSession({ sessionId, clientIp: "10.2.0.9" }, await nextSlot(), now)).toEqual({ ok: false, reason: "limit" });
    expect(await meetingOf("ana@exemplo.com.br")).toBeNull();
  });

  it("holds one meeting still to come per mailbox: a plus-address or other case is the same person, and counts", async () => {
    const first = await conversation("ana@exemplo.com.br");
    const slot = await nextSlot();
    expect(await bookForSession({ sessionId: first, clientIp: "10.3.0.1" }, slot, now)).toMatchObject({ ok: true, at: slot });
    for (const email of ["ana+1@exemplo.com.br", "ANA+outra@Exemplo.com.br"]) {
      const other = await conversation(email);
      expect(await bookForSession({ sessionId: other, clientIp: "10.3.0.1" }, await nextSlot(), now)).toEqual({
        ok: false,
        reason: "has_meeting",
      });
    }
    expect(await meetingOf("ana+1@exemplo.com.br")).toBeNull();
    // The two refused requests counted: the address has used its 3.
    const fourth = await conversation("bia@exemplo.com.br");
    expect(await bookForSession({ sessionId: fourth, clientIp: "10.3.0.1" }, await nextSlot(), now)).toEqual({
      ok: false,
      reason: "limit",
    });
  });

  it("does not count a request whose slot was taken meanwhile", async () => {
    const slot = await nextSlot();
    await bookForSession({ sessionId: await conversation("ana@exemplo.com.br"), clientIp: "10.4.0.1" }, slot, now);
    for (const name of ["bruno", "carla", "dora"]) {
      const sessionId = await conversation(`${name}@exemplo.com.br`);
      expect(await bookForSession({ sessionId, clientIp: "10.4.0.2" }, slot, now)).toEqual({ ok: false, reason: "taken" });
    }
    const booked = await bookForSession(
      { sessionId: await conversation("eva@exemplo.com.br"), clientIp: "10.4.0.2" },
      await nextSlot(),
      now,
    );
    expect(booked.ok).toBe(true);
  });
});
