import { baseURL } from "../../playwright.config";
import { gzipSync } from "node:zlib";
import { expect, test } from "./test";

const homeBudgetBytes = 140 * 1024;

test("the home page ships at most 140 KB of JavaScript, gzipped", async ({ page }) => {
  const scripts = new Map<string, Buffer>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.url().startsWith(`${baseURL}/`)) {
      scripts.set(response.url(), await response.body());
    }
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const total = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0);
  console.log(`home JavaScript: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzipped`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(homeBudgetBytes);
});
