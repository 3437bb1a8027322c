import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, openDatabase, setProcessDatabase, type DatabaseHandle } from "~/db/client.server";
import { blogPosts, pageRedirects, pages, revisions, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { createPost, getPublishedPost } from "~/features/blog/index.server";
import { createPage } from "~/features/catalogue/index.server";
import { businessDateTimeInput } from "~/lib/dates";
import { publishDueItems } from "./publish-due.server";
import { startScheduledPublishing } from "./scheduler.server";

const carla = { id: "staff-carla", name: "Carla Conteúdo", email: "carla@magnasul.exemplo.com.br" };
const hour = 60 * 60 * 1000;

/** A São Paulo time as 'Publicar em' takes it, an hour ahead by default. */
const inAnHour = () => businessDateTimeInput(new Date(Date.now() + hour));

async function scheduledPage(slug: string, publishAt = inAnHour()) {
  const created = await createPage(
    { title: `Página ${slug}`, slug, page_type: "produto", published: false, publish_at: publishAt, content: {} },
    { authorId: carla.id },
  );
  if (!created.ok) throw new Error(created.message);
  return created.id;
}

const scheduleRevisions = async (subjectId: string) =>
  (await db().select().from(revisions).where(eq(revisions.subjectId, subjectId))).filter((row) => row.origin === "schedule");

describe.each(testDrivers)("scheduled publishing on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values(carla);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(revisions);
    await db().delete(pageRedirects);
    await db().delete(pages);
    await db().delete(blogPosts);
  });

  it("keeps a scheduled page and post as drafts until their time, then publishes each once, by whoever scheduled it", async () => {
    const pageId = await scheduledPage("separador-agendado");
    const post = await createPost(
      { title: "Post agendado", slug: "post-agendado", content: "Texto.", publish_at: inAnHour() },
      { authorId: carla.id },
    );
    expect(post.ok).toBe(true);

    expect(await publishDueItems(db(), new Date(Date.now() + hour / 2))).toBe(0);
    expect(await getPublishedPost("post-agendado")).toBeNull();

    const later = new Date(Date.now() + hour + 60_000);
    expect(await publishDueItems(db(), later)).toBe(2);
    expect(await publishDueItems(db(), later)).toBe(0);

    const [page] = await db().select().from(pages).where(eq(pages.id, pageId));
    expect(page).toMatchObject({ published: true, publishAt: null, publishScheduledBy: null });
    expect(await getPublishedPost("post-agendado")).not.toBeNull();
    const [publication] = await scheduleRevisions(pageId);
    expect(publication).toMatchObject({ authorId: carla.id, snapshot: { published: true, publish_at: "" } });
    expect(await scheduleRevisions(pageId)).toHaveLength(1);
  });

  it("refuses a time in the past, and a schedule on a page that is already published", async () => {
    const past = await createPage(
      { title: "Passado", slug: "passado", page_type: "produto", published: false, publish_at: "2020-01-01T10:00", content: {} },
      { authorId: carla.id },
    );
    expect(past).toMatchObject({ ok: false, status: 400, fieldErrors: { publish_at: "A data de publicação deve estar no futuro" } });
    const both = await createPage(
      { title: "Ambos", slug: "ambos", page_type: "produto", published: true, publish_at: inAnHour(), content: {} },
      { authorId: carla.id },
    );
    expect(both).toMatchObject({ ok: false, status: 400 });
    expect(both.ok || both.fieldErrors?.publish_at).toMatch(/Para agendar, desligue/);
    expect(await db().select().from(pages)).toHaveLength(0);
  });

  it("publishes what came due while the server was stopped as soon as it starts", async () => {
    const pageId = await scheduledPage("vencida-durante-a-parada");
    // The time passed while no server ran.
    await db()
      .update(pages)
      .set({ publishAt: new Date(Date.now() - hour) })
      .where(eq(pages.id, pageId));
    await startScheduledPublishing(3600).stop();
    const [page] = await db().select({ published: pages.published }).from(pages).where(eq(pages.id, pageId));
    expect(page!.published).toBe(true);
  });

  it("publishes on the clock it is given, and in real time once the moment passes", async () => {
    const ahead = await scheduledPage("no-relogio-adiantado");
    await startScheduledPublishing(3600, () => new Date(Date.now() + 2 * hour)).stop();
    expect((await db().select({ published: pages.published }).from(pages).where(eq(pages.id, ahead)))[0]!.published).toBe(true);

    const soon = await scheduledPage("em-dois-segundos");
    await db()
      .update(pages)
      .set({ publishAt: new Date(Date.now() + 2_000) })
      .where(eq(pages.id, soon));
    const job = startScheduledPublishing(1);
    try {
      expect((await db().select({ published: pages.published }).from(pages).where(eq(pages.id, soon)))[0]!.published).toBe(false);
      await expect
        .poll(async () => (await db().select({ published: pages.published }).from(pages).where(eq(pages.id, soon)))[0]!.published, {
          timeout: 6_000,
          interval: 250,
        })
        .toBe(true);
    } finally {
      await job.stop();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("scheduled publishing with several instances on one PostgreSQL", () => {
  let first: DatabaseHandle & { url?: string };
  const others: DatabaseHandle[] = [];
  const instance = async () => {
    const handle = await openDatabase({ databaseUrl: first.url!, holder: "test instance" });
    others.push(handle);
    return handle;
  };

  beforeAll(async () => {
    first = await createTestDatabase("postgres");
    setProcessDatabase(first);
    await db().insert(users).values(carla);
  });
  afterEach(async () => {
    await Promise.all(others.splice(0).map((handle) => handle.close()));
  });
  afterAll(() => closeDatabase());

  it("publishes each due page exactly once when two instances check at the same moment", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => scheduledPage(`pagina-${index}`)));
    const [a, b] = [await instance(), await instance()];
    const later = new Date(Date.now() + 2 * hour);
    const counts = await Promise.all([0, 1, 2].flatMap(() => [publishDueItems(a.db, later), publishDueItems(b.db, later)]));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    for (const id of ids) expect(await scheduleRevisions(id)).toHaveLength(1);
    const published = await db().select({ published: pages.published }).from(pages);
    expect(published.every((page) => page.published)).toBe(true);
  });

  it("publishes after a restart past the due time, once", async () => {
    const before = await instance();
    const pageId = await scheduledPage("depois-do-reinicio");
    await before.close();
    others.splice(others.indexOf(before), 1);

    const afterRestart = await instance();
    const later = new Date(Date.now() + 3 * hour);
    expect(await publishDueItems(afterRestart.db, later)).toBe(1);
    expect(await publishDueItems(afterRestart.db, later)).toBe(0);
    expect(await scheduleRevisions(pageId)).toHaveLength(1);
  });
});
