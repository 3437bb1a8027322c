import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { policies } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { cookiePolicyVersion, listPolicies } from "./queries.server";
import { updatePolicy } from "./service.server";

describe.each(testDrivers)("policies on %s", (driver) => {
  let id: string;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    const [row] = await db()
      .insert(policies)
      .values({ sectionKey: "terms_of_use", title: "Termos de Uso", content: "Texto original." })
      .returning({ id: policies.id });
    id = row!.id;
  });
  afterAll(() => closeDatabase());

  it("saves the trimmed title and content and moves updated_at", async () => {
    const [before] = await listPolicies();
    expect(await updatePolicy({ id, title: "  Termos de Uso do Site ", content: " Novo texto. " }, { authorId: null })).toEqual({
      ok: true,
    });
    const [after] = await listPolicies();
    expect(after).toMatchObject({ title: "Termos de Uso do Site", content: "Novo texto." });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it.each([
    ["a blank title", { title: "   ", content: "Texto." }],
    ["a blank content", { title: "Termos", content: "\n " }],
    ["a missing content", { title: "Termos" }],
  ])("refuses %s with the spec's message and changes nothing", async (_label, input) => {
    const [before] = await listPolicies();
    expect(await updatePolicy({ id, ...input }, { authorId: null })).toEqual({
      ok: false,
      status: 400,
      message: "Título e conteúdo são obrigatórios",
    });
    expect((await listPolicies())[0]).toEqual(before);
  });

  it("answers 404 for a policy that does not exist", async () => {
    expect(await updatePolicy({ id: "00000000-0000-4000-8000-000000000000", title: "T", content: "C" }, { authorId: null })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("gives the cookie policy's version, its last save, to record with a visitor's cookie choice", async () => {
    expect(await cookiePolicyVersion()).toBeNull();
    const [row] = await db()
      .insert(policies)
      .values({ sectionKey: "cookie_policy", title: "Política de Cookies", content: "Texto." })
      .returning({ id: policies.id, updatedAt: policies.updatedAt });
    expect(await cookiePolicyVersion()).toBe(row!.updatedAt.toISOString());

    await updatePolicy({ id: row!.id, title: "Política de Cookies", content: "Texto revisto." }, { authorId: null });
    const saved = (await listPolicies()).find((policy) => policy.sectionKey === "cookie_policy");
    expect(await cookiePolicyVersion()).toBe(saved!.updatedAt.toISOString());
    expect(saved!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
  });
});
