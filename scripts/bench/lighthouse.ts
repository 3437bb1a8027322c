import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; problem?: string };

const categories = ["performance", "accessibility", "best-practices", "seo"];

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G network, simulated) of each URL
 * in the system Chromium; scores out of 100.
 */
export async function lighthouseScores(urls: string[], chromePath: string) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const scores = new Map<string, LighthouseScores>();
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
      const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100);
      // A failed load (no paint in time, a page error) scores 0: say why instead of passing it off as a score.
      const problem = result?.lhr.runtimeError?.message;
      scores.set(url, { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), problem });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
