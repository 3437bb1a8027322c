import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, leads } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { leadValues, missingLeadId } from "~/features/leads/test-support.server";
import { softDeleteLead } from "~/features/leads/leads.server";
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

  it("sends the old address of the leads tab to the leads with a meeting to come", async () => {
    const answer = await loadAgentMessages(screen("?aba=leads")).then(
      () => null,
      (thrown: Response) => thrown,
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get("Location")).toBe("/admin/leads?reuniao=marcada");
  });

  it("a deleted lead leaves the lead filter and its conversations' names; the conversations stay", async () => {
    const [carla, davi] = await db()
      .insert(leads)
      .values([leadValues("Carla"), leadValues("Davi")])
      .returning({ id: leads.id });
    await db()
      .insert(agentMessages)
      .values({ sessionId: "sessao-carla", leadId: carla!.id, messageType: "user", messageContent: "Quero uma reunião" });
    expect(await softDeleteLead(carla!.id)).toMatchObject({ id: carla!.id });

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

  describe("the action", () => {
    it.each([
      // A lead's status, deletion and meeting are forms of the leads screens, not commands of this one.
      [{ intent: "status", id: missingLeadId, status: "ganho" }, staffConversationMessages.invalidAction],
      [{ intent: "delete-lead", id: missingLeadId }, staffConversationMessages.invalidAction],
      [{ intent: "cancel-meeting", id: missingLeadId }, staffConversationMessages.invalidAction],
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
