import { describe, expect, it } from "vitest";
import { nextAttemptAfterFailure } from "./backoff";

const minute = 60_000;
const written = new Date("2026-11-23T12:00:00Z");

describe("the outbox's retry schedule", () => {
  it("waits 1 minute after the first failure and doubles up to an hour", () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => {
      const now = new Date(written.getTime() + 5 * minute);
      return (nextAttemptAfterFailure(attempts, written, now)!.getTime() - now.getTime()) / minute;
    });
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it("keeps trying through an SMTP outage of a day, and gives up once the e-mail is 48 hours old", () => {
    let now = written;
    let attempts = 0;
    for (;;) {
      attempts++;
      const next = nextAttemptAfterFailure(attempts, written, now);
      if (!next) break;
      now = next;
    }
    const hoursTried = (now.getTime() - written.getTime()) / (60 * minute);
    expect(hoursTried).toBeGreaterThan(47);
    expect(hoursTried).toBeLessThanOrEqual(48);
    expect(attempts).toBeGreaterThan(50);
    expect(attempts).toBeLessThan(60);
  });
});
