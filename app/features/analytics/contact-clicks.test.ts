import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { siteConversions, visitorAnalytics, visits } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { contactLinkKind } from "./contact-link";
import { contactClickFigures } from "./contact-click-figures.server";
import { recordContactClick } from "./contact-clicks.server";
import { flushVisits, recordVisit } from "./visits.server";

const desktop = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const site = "www.magnasul.exemplo.com.br";
const visitor = { userAgent: desktop, siteHost: site, staff: false };
const fromGoogleAds = "c1d2e3f4-0000-4000-8000-000000000001";
const direct = "c1d2e3f4-0000-4000-8000-000000000002";

async function visit(session: string, pagePath: string, referrer: string | null = null) {
  recordVisit({ session_id: session, page_path: pagePath, referrer }, visitor, new Date());
  await flushVisits();
}

const click = (session: string, pagePath: string, kind: string, who: { userAgent: string | null; staff: boolean } = visitor) =>
  recordContactClick({ session_id: session, page_path: pagePath, kind }, who);

describe("the links counted as contact clicks", () => {
  it("knows WhatsApp, phone and e-mail links, and nothing else", () => {
    expect(contactLinkKind("https://wa.me/5519999990000?text=Ol%C3%A1")).toBe("whatsapp");
    expect(contactLinkKind("https://api.whatsapp.com/send?phone=5519999990000")).toBe("whatsapp");
    expect(contactLinkKind("tel:+551933334444")).toBe("phone");
    expect(contactLinkKind("mailto:vendas@magnasul.exemplo.com.br")).toBe("email");
    expect(contactLinkKind("https://www.whatsapp.com.golpe.exemplo/")).toBeNull();
    expect(contactLinkKind("/contato")).toBeNull();
  });
});

describe.each(testDrivers)("contact clicks on %s", (driver) => {
  beforeAll(async () => setProcessDatabase(await createTestDatabase(driver)));
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await flushVisits();
    await db().delete(siteConversions);
    await db().delete(visitorAnalytics);
    await db().delete(visits);
  });

  it("counts each click per page, source and campaign of the visit, once per session, page and kind", async () => {
    await visit(fromGoogleAds, "/produtos/grade-magnetica?utm_source=google&utm_medium=cpc&utm_campaign=grades");
    await visit(direct, "/produtos/grade-magnetica");
    await visit(direct, "/contato");
    expect(await click(fromGoogleAds, "/produtos/grade-magnetica", "whatsapp")).toEqual({ ok: true, recorded: true });
    expect(await click(fromGoogleAds, "/produtos/grade-magnetica", "whatsapp")).toEqual({ ok: true, recorded: false });
    expect(await click(fromGoogleAds, "/produtos/grade-magnetica", "phone")).toEqual({ ok: true, recorded: true });
    expect(await click(direct, "/produtos/grade-magnetica", "whatsapp")).toEqual({ ok: true, recorded: true });
    expect(await click(direct, "/contato", "email")).toEqual({ ok: true, recorded: true });

    const figures = await contactClickFigures(undefined, new Date(Date.now() + 1000));
    expect(figures.total).toEqual({ whatsapp: 2, phone: 1, email: 1, total: 4 });
    expect(figures.byPage).toEqual([
      { label: "/produtos/grade-magnetica", whatsapp: 2, phone: 1, email: 0, total: 3 },
      { label: "/contato", whatsapp: 0, phone: 0, email: 1, total: 1 },
    ]);
    expect(figures.bySource).toEqual([
      { label: "Direto", whatsapp: 1, phone: 0, email: 1, total: 2 },
      { label: "Google", whatsapp: 1, phone: 1, email: 0, total: 2 },
    ]);
    expect(figures.byCampaign).toEqual([
      { label: "", whatsapp: 1, phone: 0, email: 1, total: 2 },
      { label: "grades", detail: "google", whatsapp: 1, phone: 1, email: 0, total: 2 },
    ]);
    expect(await contactClickFigures(new Date(Date.now() + 1000), new Date(Date.now() + 2000))).toMatchObject({
      total: { total: 0 },
      byPage: [],
    });
  });

  it("counts no click without a page view of that session on that page, from staff or from a robot", async () => {
    await visit(direct, "/contato");
    expect(await click(direct, "/produtos/grade-magnetica", "whatsapp")).toEqual({ ok: true, recorded: false });
    expect(await click("c1d2e3f4-0000-4000-8000-00000000ffff", "/contato", "whatsapp")).toEqual({ ok: true, recorded: false });
    expect(await click(direct, "/contato", "whatsapp", { userAgent: desktop, staff: true })).toEqual({ ok: true, recorded: false });
    expect(
      await click(direct, "/contato", "whatsapp", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)", staff: false }),
    ).toEqual({
      ok: true,
      recorded: false,
    });
    expect(await db().$count(siteConversions)).toBe(0);
  });

  it("refuses what no browser of the site sends: another kind, a long or foreign path, a bad session, a NUL", async () => {
    await visit(direct, "/contato");
    for (const body of [
      { session_id: direct, page_path: "/contato", kind: "sms" },
      { session_id: direct, page_path: `/${"a".repeat(300)}`, kind: "phone" },
      { session_id: direct, page_path: "https://outro.exemplo/contato", kind: "phone" },
      { session_id: direct, page_path: "/contato?utm_source=x", kind: "phone" },
      { session_id: "x", page_path: "/contato", kind: "phone" },
      { session_id: direct, page_path: "/contato\u0000", kind: "phone" },
      "garbage",
    ]) {
      expect(await recordContactClick(body, visitor)).toMatchObject({ ok: false });
    }
    expect(await db().$count(siteConversions)).toBe(0);
  });
});
