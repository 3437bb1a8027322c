import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createOrResetStaff } from "~/features/auth/index.server";
import { resetAuth } from "~/features/auth/auth.server";
import { accountNameAction } from "./account-name.server";

const nameOf = async (email: string) => (await db().select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name;

const namePost = (name: string) => new Request("http://localhost/admin/conta", { method: "POST", body: new URLSearchParams({ name }) });

describe.each(testDrivers)("a staff member's name on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    resetAuth();
  });

  afterAll(async () => {
    await closeDatabase();
    resetAuth();
  });

  it("create-admin sets it on a new account, changes it on an existing one only when given, and refuses a blank one", async () => {
    await createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-1", name: "  Ana Ribeiro " });
    expect(await nameOf("ana@magnasul.exemplo.com.br")).toBe("Ana Ribeiro");
    await createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-2" });
    expect(await nameOf("ana@magnasul.exemplo.com.br")).toBe("Ana Ribeiro");
    await createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-3", name: "Ana R. Souza" });
    expect(await nameOf("ana@magnasul.exemplo.com.br")).toBe("Ana R. Souza");
    await expect(createOrResetStaff({ email: "ana@magnasul.exemplo.com.br", password: "senha-da-ana-4", name: "   " })).rejects.toThrow(
      "Informe seu nome.",
    );
    expect(await nameOf("ana@magnasul.exemplo.com.br")).toBe("Ana R. Souza");
    await createOrResetStaff({ email: "sem.nome@magnasul.exemplo.com.br", password: "senha-sem-nome-1" });
    expect(await nameOf("sem.nome@magnasul.exemplo.com.br")).toBe("sem.nome");
  });

  it("'Minha conta' changes the staff member's own name, and a blank one changes nothing", async () => {
    const { userId } = await createOrResetStaff({ email: "bruno@magnasul.exemplo.com.br", password: "senha-do-bruno-1", name: "Bruno" });
    await createOrResetStaff({ email: "outra@magnasul.exemplo.com.br", password: "senha-da-outra-1", name: "Outra Pessoa" });
    const saved = await accountNameAction(namePost(" Bruno Almeida "), userId);
    expect(saved.init?.status ?? 200).toBe(200);
    expect(await nameOf("bruno@magnasul.exemplo.com.br")).toBe("Bruno Almeida");
    expect(await nameOf("outra@magnasul.exemplo.com.br")).toBe("Outra Pessoa");

    const refused = await accountNameAction(namePost("  "), userId);
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error).toEqual({ name: ["Informe seu nome."] });
    expect(await nameOf("bruno@magnasul.exemplo.com.br")).toBe("Bruno Almeida");
  });
});
