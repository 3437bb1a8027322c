import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test";

for (const path of ["/", "/produtos/grade-magnetica-neodimio", "/blog/como-escolher-uma-grade-magnetica", "/contato"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: "Aceitar" }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  });
}
