import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { agentMessages, chatSessions, leads } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { periodStart } from "~/lib/periods";
import { conversationLead, deleteConversation, listConversations } from "./conversations.server";

const firstPage = { page: 1, size: 20 };

const now = new Date("2026-11-22T12:00:00Z");

describe("assistant conversations", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    const [lead] = await db().insert(leads).values({ name: "Carla Lead", email: "carla@exemplo.com.br" }).returning();
    await db()
      .insert(agentMessages)
      .values([
        {
          sessionId: "sessao-recente",
          messageType: "user",
          messageContent: "Tem filtro magnético?",
          timestampMessage: new Date("2026-11-21T10:00:00Z"),
          leadId: lead!.id,
        },
        {
          sessionId: "sessao-recente",
          messageType: "assistant",
          messageContent: "Sim!",
          timestampMessage: new Date("2026-11-21T10:00:01Z"),
        },
        { sessionId: "sessao-antiga", messageType: "user", messageContent: "Horário?", timestampMessage: new Date("2026-10-01T10:00:00Z") },
      ]);
  });
  afterAll(() => closeDatabase());

  it("starts a period at midnight in São Paulo, N days ago", () => {
    expect(periodStart(7, now)?.toISOString()).toBe("2026-11-15T03:00:00.000Z");
    expect(periodStart(0, now)).toBeUndefined();
  });

  it("groups messages by session within the period, with the lead's name", async () => {
    const recent = (await listConversations({ search: "", leadId: null, period: 7 }, firstPage, now)).rows;
    expect(recent).toEqual([
      expect.objectContaining({ sessionId: "sessao-recente", messages: 2, leadName: "Carla Lead", preview: "Tem filtro magnético?" }),
    ]);
    const all = (await listConversations({ search: "", leadId: null, period: 0 }, firstPage, now)).rows;
    expect(all.map((item) => item.sessionId)).toEqual(["sessao-recente", "sessao-antiga"]);
  });

  it("previews each conversation's first visitor message, cut at a word, whoever is on the page", async () => {
    const long =
      "Bom dia! Preciso de uma grade magnética para a calha de 300 mm da nossa linha de farinha, com certificado, e de um orçamento ainda hoje";
    await db()
      .insert(agentMessages)
      .values([
        {
          sessionId: "sessao-longa",
          messageType: "assistant",
          messageContent: "Olá! Como posso ajudar?",
          timestampMessage: new Date("2026-11-20T09:59:00Z"),
        },
        { sessionId: "sessao-longa", messageType: "user", messageContent: long, timestampMessage: new Date("2026-11-20T10:00:00Z") },
        {
          sessionId: "sessao-longa",
          messageType: "user",
          messageContent: "Alguém aí?",
          timestampMessage: new Date("2026-11-20T10:05:00Z"),
        },
        { sessionId: "sessao-muda", messageType: "assistant", messageContent: "Olá!", timestampMessage: new Date("2026-11-20T08:00:00Z") },
      ]);
    try {
      const rows = (await listConversations({ search: "", leadId: null, period: 7 }, firstPage, now)).rows;
      const longRow = rows.find((row) => row.sessionId === "sessao-longa")!;
      expect(longRow).toMatchObject({ leadName: null });
      expect(longRow.preview).toBe("Bom dia! Preciso de uma grade magnética para a calha de 300 mm da nossa linha de farinha…");
      expect(longRow.preview!.length).toBeLessThanOrEqual(90);
      expect(rows.find((row) => row.sessionId === "sessao-muda")).toMatchObject({ preview: null, leadName: null });
    } finally {
      await deleteConversation("sessao-longa");
      await deleteConversation("sessao-muda");
    }
  });

  it("reads one page of conversations, with the count of all of them", async () => {
    const filters = { search: "", leadId: null, period: 0 as const };
    expect(await listConversations(filters, { page: 1, size: 1 }, now)).toMatchObject({
      total: 2,
      pages: 2,
      rows: [expect.objectContaining({ sessionId: "sessao-recente" })],
    });
    expect(await listConversations(filters, { page: 2, size: 1 }, now)).toMatchObject({
      page: 2,
      rows: [expect.objectContaining({ sessionId: "sessao-antiga" })],
    });
    expect(await listConversations(filters, { page: 7, size: 1 }, now)).toMatchObject({ page: 2 });
  });

  it("names the lead of an open conversation, whichever page it is on", async () => {
    expect(await conversationLead("sessao-recente")).toMatchObject({ name: "Carla Lead" });
    expect(await conversationLead("sessao-antiga")).toBeNull();
  });

  it("filters by text and by lead, and deletes a whole conversation", async () => {
    expect(
      (await listConversations({ search: "horário", leadId: null, period: 0 }, firstPage, now)).rows.map((item) => item.sessionId),
    ).toEqual(["sessao-antiga"]);
    expect(
      (await listConversations({ search: "HORARIO", leadId: null, period: 0 }, firstPage, now)).rows.map((item) => item.sessionId),
    ).toEqual(["sessao-antiga"]);
    expect(
      (await listConversations({ search: "magnetico", leadId: null, period: 0 }, firstPage, now)).rows.map((item) => item.sessionId),
    ).toEqual(["sessao-recente"]);
    expect(
      (await listConversations({ search: "carla", leadId: null, period: 0 }, firstPage, now)).rows.map((item) => item.sessionId),
    ).toEqual(["sessao-recente"]);
    await db()
      .insert(chatSessions)
      .values({ sessionId: "sessao-antiga", state: { step: "name", purpose: "meeting" } });
    expect(await deleteConversation("sessao-antiga")).toBe(1);
    expect((await listConversations({ search: "", leadId: null, period: 0 }, firstPage, now)).rows).toHaveLength(1);
    expect(await db().select().from(chatSessions)).toEqual([]);
  });
});
