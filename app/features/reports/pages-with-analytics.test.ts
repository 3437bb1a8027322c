import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import type { PageContent, TrackingTag } from "~/db/content-types";
import { pages } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { detectsGoogleAnalytics, listPagesWithAnalytics } from "./pages-with-analytics.server";

const content: PageContent = { image_url: "", catalog_url: "", introduction: "", description: "", sections: [], gallery_images: [] };
const tag = (name: string, code: string): TrackingTag => ({
  id: name,
  name,
  type: "script",
  content: code,
  position: "head",
  enabled: true,
});
const page = (title: string, extra: Partial<typeof pages.$inferInsert> = {}) => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, "-"),
  pageType: "produto" as const,
  content,
  ...extra,
});

describe("the Google Analytics rule", () => {
  it("looks for gtag, google or analytics in the pixel, google or analytics in a tag name, gtag in a tag's code", () => {
    expect(detectsGoogleAnalytics("<script>GTAG('config')</script>", [])).toBe(true);
    expect(detectsGoogleAnalytics("https://www.GoogleTagManager.com", [])).toBe(true);
    expect(detectsGoogleAnalytics("<img src=x.gif>", [tag("Web Analytics", "<script></script>")])).toBe(true);
    expect(detectsGoogleAnalytics("", [tag("Conversão", "window.gtag('event')")])).toBe(true);
    expect(detectsGoogleAnalytics("", [tag("Meta Pixel", "fbq('init', 'analytics-free')")])).toBe(false);
    expect(detectsGoogleAnalytics("", ["<script>gtag('js')</script>"])).toBe(true);
    expect(detectsGoogleAnalytics("fbq('track')", [])).toBe(false);
  });
});

describe.each(testDrivers)("pages with analytics on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(pages)
      .values([
        page("Tambor Magnético", { trackingPixel: "<script>fbq('init')</script>" }),
        page("Grade Magnética", { trackingTags: [tag("Google Ads", "<script></script>")] }),
        page("Placa Magnética"),
        page("Filtro Magnético", { trackingPixel: "   ", trackingTags: [] }),
        page("Separador Antigo", { trackingTags: ["<script>gtag('config', 'G-1')</script>"] as unknown as TrackingTag[] }),
        page("Calha Vibratória", { trackingTags: [""] as unknown as TrackingTag[] }),
      ]);
  });

  afterAll(() => closeDatabase());

  it("lists only pages with a pixel or tags, with their type and whether Google Analytics is there", async () => {
    const rows = await listPagesWithAnalytics();
    expect(rows.map(({ id, ...rest }) => ({ ...rest, hasId: typeof id === "string" }))).toEqual([
      { title: "Grade Magnética", slug: "grade-magnética", pageType: "produto", hasGoogleAnalytics: true, hasId: true },
      { title: "Separador Antigo", slug: "separador-antigo", pageType: "produto", hasGoogleAnalytics: true, hasId: true },
      { title: "Tambor Magnético", slug: "tambor-magnético", pageType: "produto", hasGoogleAnalytics: false, hasId: true },
    ]);
  });
});
