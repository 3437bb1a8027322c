import { describe, expect, it } from "vitest";
import { changelog } from "./changelog";

// What a developer writes and staff do not read: paths, file names, commands and technical terms.
const developerWords = [
  /\b[\w-]+\/[\w./-]*/, // a path: app/features/, scripts/bench.ts
  /\.(ts|tsx|js|json|sql|md)\b/,
  /\bnpm\b|\bnode\b|\bbench\b/i,
  /\b(HSTS|CSP|nonce|CSRF|XSS|SQL|PostgreSQL|PGlite|nginx|Lighthouse|cache|rollups?|endpoint|webhook|deploy|commit|API|UTM)\b/i,
];

describe("the changelog staff read", () => {
  it.each(changelog.map((change) => [change.title, change] as const))("tells %j in business language", (_title, change) => {
    for (const text of [change.title, change.description, change.category]) {
      for (const word of developerWords) expect(text).not.toMatch(word);
    }
  });

  it("lists the newest change first", () => {
    const dates = changelog.map((change) => change.date);
    expect(dates).toEqual(dates.toSorted().reverse());
  });
});
