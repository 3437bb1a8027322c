import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { leadValues, missingLeadId, storedMeeting } from "~/features/leads/test-support.server";
import { listLeads } from "~/features/leads/leads.server";
import { bookMeeting, countUpcomingMeetings, freeSlots, listUpcomingMeetings } from "~/features/leads/meetings.server";
import { staffLeadMessages } from "~/features/leads/staff-messages";
import { listConversations, listLeadsForFilter } from "../conversations.server";
import { loadAgentMessages, runAgentMessagesAction } from "./agent-messages.server";
import { staffConversationMessages } from "./staff-messages";

const firstPage = { page: 1, size: 20 };

const now = new Date("2026-11-23T12:00:00Z");
const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
const screen = (query: string) => new URL(`http://localhost/admin/agent-messages${query}`);

describe.each(testDrivers)("'Mensagens do Agente IA' on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(agentMessages);
    await db().delete(leads);
  });

  describe("the action", () => {
    it("changes a status and deletes a lead", async () => {
      const [row] = await db().insert(leads).values(leadValues("Gabi")).returning({ id: leads.id });
      expect(await runAgentMessagesAction({ intent: "status", id: row!.id, status: "ganho" })).toEqual({ ok: true, intent: "status" });
      expect((await listLeads(firstPage, now)).rows[0]?.status).toBe("ganho");
      expect(await runAgentMessagesAction({ intent: "delete-lead", id: row!.id })).toEqual({ ok: true, intent: "delete-lead" });
      expect((await listLeads(firstPage, now)).rows).toEqual([]);
      expect(await runAgentMessagesAction({ intent: "delete-lead", id: row!.id })).toEqual({
        ok: false,
        status: 404,
        message: staffLeadMessages.leadNotFound,
      });
      expect(await runAgentMessagesAction({ intent: "status", id: row!.id, status: "novo" })).toMatchObject({ status: 404 });
    });

    it("a deleted lead leaves the lead filter and its conversations' names; the conversations stay", async () => {
      const [carla, davi] = await db()
        .insert(leads)
        .values([leadValues("Carla"), leadValues("Davi")])
        .returning({ id: leads.id });
      await db()
        .insert(agentMessages)
        .values({ sessionId: "sessao-carla", leadId: carla!.id, messageType: "user", messageContent: "Quero uma reunião" });
      expect(await runAgentMessagesAction({ intent: "delete-lead", id: carla!.id })).toEqual({ ok: true, intent: "delete-lead" });

      expect(names(await listLeadsForFilter())).toEqual(["Davi"]);
      expect((await listConversations({ search: "", leadId: null, period: 0 }, firstPage, now)).rows).toEqual([
        expect.objectContaining({ sessionId: "sessao-carla", leadName: null }),
      ]);
      expect((await listConversations({ search: "carla", leadId: null, period: 0 }, firstPage, now)).rows).toEqual([]);
      expect((await listConversations({ search: "reunião", leadId: null, period: 0 }, firstPage, now)).rows).toHaveLength(1);
      // A deleted lead's id in the address filters nothing.
      expect((await loadAgentMessages(screen(`?lead=${carla!.id}`))).filters.leadId).toBeNull();
      expect((await loadAgentMessages(screen(`?lead=${davi!.id}`))).filters.leadId).toBe(davi!.id);
    });

    it("cancels a meeting: the lead and its status stay, and its slot can be booked by another lead", async () => {
      const [slot] = await freeSlots({ count: 1, now });
      // Ana came first: once her meeting is cancelled, the newer Bruno is listed before her.
      const [ana, bruno] = await db()
        .insert(leads)
        .values([leadValues("Ana", { createdAt: new Date(now.getTime() - 60_000) }), leadValues("Bruno", { createdAt: now })])
        .returning({ id: leads.id });
      expect(await bookMeeting(ana!.id, slot!, now)).toMatchObject({ ok: true, at: slot });
      const before = await countUpcomingMeetings(now);

      expect(await runAgentMessagesAction({ intent: "cancel-meeting", id: ana!.id })).toEqual({ ok: true, intent: "cancel-meeting" });
      expect(await storedMeeting(ana!.id)).toEqual({ meetingAt: null, status: "novo" });
      expect(names((await listLeads(firstPage, now)).rows)).toEqual(["Bruno", "Ana"]);
      expect(await countUpcomingMeetings(now)).toBe(before - 1);
      expect(await bookMeeting(bruno!.id, slot!, now)).toMatchObject({ ok: true, at: slot });

      expect(await runAgentMessagesAction({ intent: "cancel-meeting", id: ana!.id })).toEqual({
        ok: false,
        status: 404,
        message: staffLeadMessages.meetingNotFound,
      });
      expect(await runAgentMessagesAction({ intent: "cancel-meeting", id: missingLeadId })).toMatchObject({ status: 404 });
    });

    it("a lead set to 'perdido' loses its upcoming meeting: the slot is free and the count drops by one", async () => {
      const [slot, other] = await freeSlots({ count: 2, now });
      const [elisa, fabio, hugo] = await db()
        .insert(leads)
        .values([leadValues("Elisa"), leadValues("Fabio"), leadValues("Hugo")])
        .returning({ id: leads.id });
      expect(await bookMeeting(elisa!.id, slot!, now)).toMatchObject({ ok: true, at: slot });
      expect(await bookMeeting(hugo!.id, other!, now)).toMatchObject({ ok: true, at: other });
      expect(await bookMeeting(fabio!.id, slot!, now)).toEqual({ ok: false, reason: "taken" });
      const before = await countUpcomingMeetings(now);

      expect(await runAgentMessagesAction({ intent: "status", id: elisa!.id, status: "perdido" }, now)).toEqual({
        ok: false,
        status: 400,
        message: "Escolha o motivo da perda para marcar o lead como Perdido.",
      });
      expect(await storedMeeting(elisa!.id)).toEqual({ meetingAt: slot, status: "novo" });
      expect(
        await runAgentMessagesAction({ intent: "status", id: elisa!.id, status: "perdido", lostReason: "Sem orçamento" }, now),
      ).toEqual({
        ok: true,
        intent: "status",
        meetingCancelled: true,
      });
      expect(await storedMeeting(elisa!.id)).toEqual({ meetingAt: null, status: "perdido" });
      expect(await countUpcomingMeetings(now)).toBe(before - 1);
      expect(names(await listUpcomingMeetings(now))).toEqual(["Hugo"]);
      expect(await bookMeeting(fabio!.id, slot!, now)).toMatchObject({ ok: true, at: slot });

      // Other statuses leave the meeting alone.
      expect(await runAgentMessagesAction({ intent: "status", id: hugo!.id, status: "ganho" }, now)).toEqual({
        ok: true,
        intent: "status",
      });
      expect(await storedMeeting(hugo!.id)).toEqual({ meetingAt: other, status: "ganho" });
    });

    it("a lead set to 'perdido' keeps a meeting already past, on record", async () => {
      const past = new Date("2026-11-20T13:00:00Z");
      const [gil] = await db()
        .insert(leads)
        .values(leadValues("Gil", { meetingAt: past, status: "em_atendimento" }))
        .returning({ id: leads.id });
      expect(await runAgentMessagesAction({ intent: "status", id: gil!.id, status: "perdido", lostReason: "Concorrente" }, now)).toEqual({
        ok: true,
        intent: "status",
        meetingCancelled: false,
      });
      expect(await storedMeeting(gil!.id)).toEqual({ meetingAt: past, status: "perdido" });
    });

    it.each([
      [{ intent: "status", id: "1", status: "novo" }, staffLeadMessages.invalidLead],
      [{ intent: "status", id: missingLeadId, status: "arquivado" }, staffLeadMessages.invalidStatus],
      [{ intent: "status", id: missingLeadId }, staffLeadMessages.invalidStatus],
      [{ intent: "delete-lead", id: "'; drop table leads; --" }, staffLeadMessages.invalidLead],
      [{ intent: "cancel-meeting", id: "not-a-uuid" }, staffLeadMessages.invalidLead],
      [{ intent: "cancel-meeting" }, staffLeadMessages.invalidLead],
      [{ intent: "delete", sessionId: "" }, staffConversationMessages.invalidConversation],
      [{ intent: "delete", sessionId: "x".repeat(65) }, staffConversationMessages.invalidConversation],
      [{ intent: "archive", id: missingLeadId }, staffConversationMessages.invalidAction],
      [undefined, staffConversationMessages.invalidAction],
    ])("refuses %j with 400 and a pt-BR message", async (input, message) => {
      expect(await runAgentMessagesAction(input)).toEqual({ ok: false, status: 400, message });
    });

    it("deletes a conversation, and answers 404 for one that does not exist", async () => {
      await db().insert(agentMessages).values({ sessionId: "sessao-x", messageType: "user", messageContent: "Olá" });
      expect(await runAgentMessagesAction({ intent: "delete", sessionId: "sessao-x" })).toEqual({ ok: true, intent: "delete" });
      expect(await runAgentMessagesAction({ intent: "delete", sessionId: "sessao-x" })).toEqual({
        ok: false,
        status: 404,
        message: staffConversationMessages.notFound,
      });
    });
  });

  describe("the open conversation (?conversa=)", () => {
    beforeEach(async () => {
      await db()
        .insert(agentMessages)
        .values([
          { sessionId: "sessao-valida-1", messageType: "user", messageContent: "Olá" },
          // Stored under ids the widget never makes, so only the check keeps them from being read.
          { sessionId: "sessao com espaço", messageType: "user", messageContent: "Segredo 1" },
          { sessionId: "x".repeat(65), messageType: "user", messageContent: "Segredo 2" },
        ]);
    });

    it("opens a conversation whose id the widget could have made", async () => {
      const { open } = await loadAgentMessages(screen("?conversa=sessao-valida-1"));
      expect(open).toEqual({
        sessionId: "sessao-valida-1",
        leadName: null,
        leadId: null,
        messages: [expect.objectContaining({ type: "user", content: "Olá" })],
      });
    });

    it.each([["sessao com espaço"], ["x".repeat(65)], ["curta"], ["sessao-valida-1'--"], [""]])("ignores %j", async (asked) => {
      const { open } = await loadAgentMessages(screen(`?conversa=${encodeURIComponent(asked)}`));
      expect(open).toBeNull();
    });
  });
});
