import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page as it rests: a toast or dialog still fading in reads as low
 * contrast, so running transitions and animations finish first (endless ones, a spinner, are
 * part of the resting page).
 */
export async function axeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Only the violations are read: they keep every node, and axe cuts the other kinds of result
  // to their first, a fifth of its time on a page here.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}
