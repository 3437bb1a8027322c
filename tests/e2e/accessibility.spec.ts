import { signIn } from "./fixtures";
import { adminScreens, publicScreens } from "./screens";
import { expect, test } from "./test";
import { axeViolations } from "./axe";

// One test per screen, so a slow page has its own time and a failure names its screen.
test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of publicScreens) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of adminScreens) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await signIn(page, path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
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
