import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Axe's violations on the page as it rests, or in the part of it `within` selects: a toast or
 * dialog still fading in reads as low contrast, so running transitions and animations finish
 * first (endless ones, a spinner, are part of the resting page).
 */
export async function axeViolations(page: Page, within?: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // Only the violations are read: they keep every node, and axe cuts the other kinds of result
  // to their first, a fifth of its time on a page here.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}
