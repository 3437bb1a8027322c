import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { activityLog, contactRequests, rateLimits, siteSettings, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createOrResetStaff, signIn } from "~/features/auth/index.server";
import { resetAuth } from "~/features/auth/auth.server";
import { resetLoginLimiters } from "~/features/auth/sign-in.server";
import { deleteContactRequest } from "~/features/contact/index.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { getSettingsFormValues, saveSettings } from "~/features/settings/index.server";
import { requestScope } from "~/lib/request-scope.server";
import { pageOfActivity, recentActivity } from "./queries.server";
import { recordActivity } from "./record.server";
import { pruneActivity } from "./retention.server";
import { describeActivity } from "./components/activity-list";

const asStaff = <T>(actor: { id: string; name: string }, work: () => Promise<T>) => requestScope.run({ id: "test", actor }, work);

async function storedRequest(name: string) {
  const [row] = await db()
    .insert(contactRequests)
    .values({ name, email: "visitante@exemplo.com.br", message: "Quero um orçamento." })
    .returning({ id: contactRequests.id });
  return row!.id;
}

describe.each(testDrivers)("the activity log on %s", (driver) => {
  let ana: { id: string; name: string };

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
    resetLoginLimiters();
    const { userId } = await createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-1" });
    await db().update(users).set({ name: "Ana Souza" }).where(eq(users.id, userId));
    ana = { id: userId, name: "Ana Souza" };
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  beforeEach(async () => {
    await db().delete(activityLog);
  });

  it("names who changed what, and which fields", async () => {
    // A first save stores every key the seed left to its default.
    await saveSettings(await getSettingsFormValues());
    await db().delete(activityLog);
    const values = await getSettingsFormValues();
    const saved = await asStaff(ana, () =>
      saveSettings({ ...values, google_tag_manager_id: "GTM-ABC1234", company: { ...values.company, phone: "(11) 4000-1234" } }),
    );
    expect(saved).toEqual({ ok: true });
    const [row] = await recentActivity();
    expect(row).toMatchObject({ actorName: "Ana Souza", entity: "settings", action: "updated" });
    expect(row!.fields.sort()).toEqual(["company", "google_tag_manager_id"]);
    expect(describeActivity(row!)).toBe("Ana Souza alterou as configurações");
    expect(describeActivity({ actorName: "Ana Souza", entity: "lead", action: "status-changed", label: "Joana" })).toBe(
      "Ana Souza mudou o status do lead 'Joana'",
    );
    expect(describeActivity({ actorName: "Ana Souza", entity: "page", action: "restored", label: "Grade" })).toBe(
      "Ana Souza restaurou uma versão anterior da página 'Grade'",
    );

    // Saving the same values again changes nothing, and writes nothing.
    await asStaff(ana, () =>
      saveSettings({ ...values, google_tag_manager_id: "GTM-ABC1234", company: { ...values.company, phone: "(11) 4000-1234" } }),
    );
    expect(await recentActivity()).toHaveLength(1);
  });

  it("keeps a content field's short values before and after, never a long text's nor a lead's", async () => {
    const long = "Grade magnética ".repeat(10);
    await asStaff(ana, async () => {
      await recordActivity(db(), {
        entity: "page",
        entityId: "p1",
        action: "updated",
        label: "Grade",
        fields: ["Título", "Descrição"],
        changes: [
          { field: "Título", before: "Grade", after: "Grade magnética" },
          { field: "Descrição", before: "", after: long },
        ],
      });
      await recordActivity(db(), {
        entity: "lead",
        entityId: "l1",
        action: "updated",
        label: "Joana",
        fields: ["note"],
        changes: [{ field: "note", before: "", after: "Ligar amanhã" }],
      });
    });
    const { rows } = await pageOfActivity(new URLSearchParams());
    expect(rows.find((row) => row.entity === "page")).toMatchObject({
      fields: ["Título", "Descrição"],
      changes: [{ field: "Título", before: "Grade", after: "Grade magnética" }],
    });
    expect(rows.find((row) => row.entity === "lead")).toMatchObject({ fields: ["note"], changes: [] });
  });

  it("writes the row in the change's own transaction: when the row can't be written, the change is not made", async () => {
    const id = await storedRequest("Visitante Que Fica");
    await db().execute(sql`alter table activity_log add constraint activity_refused check (false) not valid`);
    try {
      await expect(asStaff(ana, () => deleteContactRequest(id))).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table activity_log drop constraint activity_refused`);
    }
    expect(await db().select({ id: contactRequests.id }).from(contactRequests).where(eq(contactRequests.id, id))).toHaveLength(1);

    expect(await asStaff(ana, () => deleteContactRequest(id))).toEqual({ name: "Visitante Que Fica" });
    const [row] = await recentActivity();
    expect(row).toMatchObject({ actorName: "Ana Souza", entity: "message", entityId: id, action: "deleted", label: "Visitante Que Fica" });
  });

  it("records sign-ins and refused sign-ins, under the account they named", async () => {
    resetLoginLimiters();
    await db().delete(rateLimits);
    const request = { headers: new Headers(), clientIp: "10.9.0.1" };
    expect((await signIn({ email: "ana@magnasul.exemplo.com.br", password: "senha-errada-1" }, request)).ok).toBe(false);
    expect((await signIn({ email: "ninguem@exemplo.com.br", password: "qualquer-senha" }, request)).ok).toBe(false);
    expect((await signIn({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-1" }, request)).ok).toBe(true);
    const rows = await recentActivity();
    expect(rows.map((row) => [row.action, row.actorName, row.label])).toEqual([
      ["signed-in", "Ana Souza", "ana@magnasul.exemplo.com.br"],
      ["sign-in-failed", null, "ninguem@exemplo.com.br"],
      ["sign-in-failed", "Ana Souza", "ana@magnasul.exemplo.com.br"],
    ]);
    expect(describeActivity(rows[1]!)).toBe("Acesso recusado para ninguem@exemplo.com.br");
  });

  it("filters by person, by item and by period, and keeps rows a year", async () => {
    const now = new Date("2026-11-25T15:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(activityLog)
      .values([
        { actorId: ana.id, entity: "page", entityId: "p1", action: "updated", label: "Grade", at: new Date(now.getTime() - day) },
        { actorId: null, entity: "session", entityId: "", action: "sign-in-failed", label: "x@y.z", at: new Date(now.getTime() - 2 * day) },
        {
          actorId: ana.id,
          entity: "lead",
          entityId: "l1",
          action: "status-changed",
          label: "Cliente",
          at: new Date(now.getTime() - 20 * day),
        },
        { actorId: ana.id, entity: "post", entityId: "b1", action: "created", label: "Antigo", at: new Date(now.getTime() - 366 * day) },
      ]);
    const labels = async (query: string) => (await pageOfActivity(new URLSearchParams(query), now)).rows.map((row) => row.label);
    expect(await labels("")).toEqual(["Grade", "x@y.z"]);
    expect(await labels("periodo=30")).toEqual(["Grade", "x@y.z", "Cliente"]);
    expect(await labels(`periodo=0&pessoa=${ana.id}`)).toEqual(["Grade", "Cliente", "Antigo"]);
    expect(await labels("periodo=0&tipo=lead")).toEqual(["Cliente"]);
    expect(await labels("periodo=0&tipo=nao-existe")).toHaveLength(4);

    expect(await pruneActivity(now)).toBe(1);
    expect(await labels("periodo=0")).toEqual(["Grade", "x@y.z", "Cliente"]);
  });
});
