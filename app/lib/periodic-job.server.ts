import { logger } from "./logger.server";

export type PeriodicJob = {
  /** Runs the job now, or once more right after the run under way (a nudge: new work is waiting). */
  runNow: () => void;
  /** Stops the runs: the one under way sees its signal aborted, and is waited for. */
  stop: () => Promise<void>;
};

/**
 * Runs `run` at once (what came due while the server was stopped) and then every `everyMs`,
 * never two runs at a time; a failed run is logged and the next one tries again. The timer does
 * not hold the process open.
 */
export function startPeriodicJob(what: string, everyMs: number, run: (signal: AbortSignal) => Promise<unknown>): PeriodicJob {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;
  const runNow = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = run(stopping.signal)
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, `could not ${what}`))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          runNow();
        }
      });
  };
  runNow();
  const timer = setInterval(runNow, everyMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
