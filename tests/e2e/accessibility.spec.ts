import { signIn } from "./fixtures";
import { adminScreens, horizontalOverflow } from "./screens";
import { expect, test } from "./test";
import { axeViolations } from "./axe";

// One test per screen, so a slow page has its own time and a failure names its screen. The public
// screens are checked on a phone in layout.spec.ts, beside their layout.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of adminScreens) {
    test(`${path} has no accessibility violations, and fits a phone's and a laptop's screen`, async ({ page, watcher }) => {
      // The panel's 404 screen is one of the screens checked.
      if (path === "/admin/nao-existe") watcher.allow({ response: /\/admin\/nao-existe$/, method: "GET", status: 404 });
      await signIn(page, path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page), "wider than a phone").toBe(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await horizontalOverflow(page), "wider than a laptop").toBe(0);
    });
  }
});

test.describe("on a laptop, with the cookies answered", () => {
  for (const path of ["/", "/produtos/grade-magnetica-neodimio", "/blog/como-escolher-uma-grade-magnetica", "/contato"]) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: "Aceitar" }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
