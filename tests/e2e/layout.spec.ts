import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { horizontalOverflow, publicScreens } from "./screens";
import { expect, hydrated, test } from "./test";

// Every public screen at a phone's and a laptop's size, as a client would check them: nothing
// wider than the screen, the home's first screen doing its job, and the floating buttons (chat
// and WhatsApp) never in the way of something to read or tap, with the cookie banner shown and
// after it is answered; on a phone, no accessibility violation either. The staff screens are
// checked in accessibility.spec.ts.
const sizes = [
  { name: "celular", width: 375, height: 812 },
  { name: "computador", width: 1280, height: 800 },
] as const;

/**
 * What a floating button is in the way of: an interactive element whose centre (where a finger
 * aims) it covers, or any interactive element of `whole` (selectors whose every pixel must stay
 * clear), or the cookie banner.
 */
function blocked(page: Page, whole: string[]) {
  return page.evaluate((whole) => {
    const floating = [...document.querySelectorAll<HTMLElement>("[data-floating] a, [data-floating] button")].filter((element) =>
      element.checkVisibility(),
    );
    const boxes = floating.map((element) => element.getBoundingClientRect());
    const inViewport = (box: DOMRect) => box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const found: string[] = [];
    const interactive = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=option]",
    );
    for (const element of interactive) {
      if (element.closest("[data-floating]") || !element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (!inViewport(box)) continue;
      const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (centre?.closest("[data-floating]")) found.push(`${name(element)} covered at its centre`);
    }
    for (const selector of whole) {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (inViewport(box) && boxes.some((floatingBox) => meets(box, floatingBox))) found.push(`${name(element)} (${selector}) touched`);
      }
    }
    const banner = document.querySelector('[aria-label="Aviso de cookies"]');
    if (banner?.checkVisibility() && boxes.some((box) => meets(box, banner.getBoundingClientRect())))
      found.push("cookie banner overlapped");
    return found;
  }, whole);
}

/** The home's first screen: its headline, its search and its quote button, whole, above the fold. */
async function heroAboveTheFold(page: Page) {
  for (const locator of [
    page.getByRole("heading", { level: 1 }),
    page
      .getByRole("combobox", { name: /Buscar/ })
      .or(page.getByRole("searchbox"))
      .first(),
    page.getByRole("main").getByRole("link", { name: "Solicitar Orçamento" }).first(),
  ]) {
    const box = (await locator.boundingBox())!;
    expect(box.y + box.height, `${await locator.evaluate((element) => element.outerHTML.slice(0, 80))} below the fold`).toBeLessThanOrEqual(
      page.viewportSize()!.height,
    );
  }
}

for (const size of sizes) {
  test.describe(`${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    // One test a page, so each has its own time and a failure names its page.
    for (const path of publicScreens) {
      test(`${path} fits the screen, and the floating buttons stay out of the way${size.width === 375 ? "; no accessibility violations" : ""}`, async ({
        page,
        watcher,
      }) => {
        watcher.allow({ response: /\/caminho-que-nao-existe$/, method: "GET", status: 404 });
        watcher.allow({ response: /\/caminho-que-nao-existe$/, method: "GET", status: 404 });
        for (const answered of [false, true]) {
          if (answered) {
            await page.getByRole("button", { name: "Recusar" }).click();
            await page.reload();
          } else {
            await page.goto(path);
          }
          await hydrated(page);
          if (answered) await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
          else await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
          expect(await horizontalOverflow(page), "wider than the screen").toBe(0);
          if (size.width === 375 && !answered) expect(await axeViolations(page)).toEqual([]);
          if (path === "/") await heroAboveTheFold(page);
          const whole =
            path === "/"
              ? ["main h1", "main form button", "main form input", "main a[href='/contato']", "main section:first-child a[href]"]
              : [];
          expect(await blocked(page, whole), "at the top").toEqual([]);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          expect(await blocked(page, []), "at the bottom").toEqual([]);
        }
      });
    }

    test("the search suggestions are never under a floating button", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: "Recusar" }).click();
      const search = page.getByRole("main").getByRole("combobox").first();
      await search.fill("ima");
      await expect(page.getByRole("option").first()).toBeVisible();
      // The list is on the screen whole, clear of the floating buttons, and shows several suggestions.
      await expect(async () => {
        expect(await blocked(page, ["[data-suggestions]"])).toEqual([]);
        const list = (await page.locator("[data-suggestions]").boundingBox())!;
        expect(list.y + list.height).toBeLessThanOrEqual(size.height);
        const shown = await page
          .getByRole("option")
          .evaluateAll(
            (options, bottom) => options.filter((option) => option.getBoundingClientRect().bottom <= bottom).length,
            list.y + list.height,
          );
        expect(shown).toBeGreaterThanOrEqual(4);
      }).toPass();
    });

    test("a field being filled in is never under a floating button", async ({ page }) => {
      await page.goto("/contato");
      await page.getByRole("button", { name: "Recusar" }).click();
      for (const field of await page.getByRole("main").locator("input:not([type=hidden]), textarea").all()) {
        await field.focus();
        expect(await blocked(page, ["main :focus"]), (await field.getAttribute("name")) ?? "").toEqual([]);
      }
    });
  });
}
