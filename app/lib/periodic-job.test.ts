import { describe, expect, it, vi } from "vitest";
import { startPeriodicJob } from "./periodic-job.server";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("a periodic job", () => {
  it("runs at once, never two runs at a time, once more after a run that was nudged, and stop aborts and waits for the run under way", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      let finish = () => {};
      const signals: AbortSignal[] = [];
      const run = vi.fn((signal: AbortSignal) => {
        signals.push(signal);
        return new Promise<void>((resolve) => (finish = resolve));
      });
      const job = startPeriodicJob("test", 1000, run);
      expect(run).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(3000);
      job.runNow();
      expect(run).toHaveBeenCalledTimes(1);

      // The nudges and the ticks during the run make one more run, right after it.
      finish();
      await tick();
      expect(run).toHaveBeenCalledTimes(2);

      let stopped = false;
      const stopping = job.stop().then(() => (stopped = true));
      await tick();
      expect(stopped).toBe(false);
      expect(signals[1]!.aborted).toBe(true);
      finish();
      await stopping;
      vi.advanceTimersByTime(5000);
      job.runNow();
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("goes on after a failed run", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const run = vi.fn().mockRejectedValueOnce(new Error("banco fora do ar")).mockResolvedValue(undefined);
      const job = startPeriodicJob("test", 1000, run);
      await tick();
      vi.advanceTimersByTime(1000);
      expect(run).toHaveBeenCalledTimes(2);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
