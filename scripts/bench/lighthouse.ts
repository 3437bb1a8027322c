import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; problem?: string };

const categories = ["performance", "accessibility", "best-practices", "seo"];

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's default run (a mid-range phone on a slow 4G network, simulated) of each URL
 * in the system Chromium, `runs` times; each category's median score out of 100, and why a
 * run failed when one did.
 */
export async function lighthouseScores(urls: string[], chromePath: string, runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    // Without the background-networking flags Chromium keeps trying hosts this closed network refuses.
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const scores = new Map<string, LighthouseScores & { runs: LighthouseScores[] }>();
    for (const url of urls) {
      const each: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
        const score = (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100);
        // A failed load (no paint in time, a page error) scores 0: say why instead of passing it off as a score.
        const problem = result?.lhr.runtimeError?.message;
        each.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          problem,
        });
      }
      const problem = each.map((run) => run.problem).find(Boolean);
      const of = (key: "performance" | "accessibility" | "bestPractices" | "seo") => median(each.map((run) => run[key]));
      scores.set(url, {
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        seo: of("seo"),
        problem,
        runs: each,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
