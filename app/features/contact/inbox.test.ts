import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { pageOfContactRequests } from "./inbox.server";

describe.each(testDrivers)("the inbox's pages on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    // 25 requests a minute apart; every third one read, the last five about valves.
    await db()
      .insert(contactRequests)
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          name: `Cliente ${index + 1}`,
          email: `cliente${index + 1}@exemplo.com.br`,
          message: index >= 20 ? "Preciso de uma válvula rotativa." : "Quero um orçamento de grade magnética.",
          readAt: index % 3 === 0 ? new Date() : null,
          createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
        })),
      );
  });
  afterAll(() => closeDatabase());

  it("reads one page from the database, newest first, with the totals of the whole inbox", async () => {
    const first = await pageOfContactRequests("", { page: 1, size: 10 });
    expect(first.rows.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, index) => `Cliente ${25 - index}`));
    expect(first).toMatchObject({ total: 25, pages: 3, page: 1, size: 10, unread: 16 });

    const last = await pageOfContactRequests("", { page: 3, size: 10 });
    expect(last.rows.map((row) => row.name)).toEqual(["Cliente 5", "Cliente 4", "Cliente 3", "Cliente 2", "Cliente 1"]);
  });

  it("shows the last page when the address asks for one past the end", async () => {
    const past = await pageOfContactRequests("", { page: 40, size: 20 });
    expect(past).toMatchObject({ page: 2, pages: 2 });
    expect(past.rows).toHaveLength(5);
  });

  it("counts and pages only what the search finds", async () => {
    const found = await pageOfContactRequests("valvula", { page: 1, size: 10 });
    expect(found).toMatchObject({ total: 5, pages: 1, unread: 3 });
    expect(found.rows.map((row) => row.name)).toEqual(["Cliente 25", "Cliente 24", "Cliente 23", "Cliente 22", "Cliente 21"]);
  });
});
