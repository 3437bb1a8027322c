import { logger } from "./logger.server";

export type PeriodicJob = {
  /** Runs the job now unless a run is under way (a nudge: the work is known to be waiting). */
  runNow: () => void;
  /** Stops the runs, after the one under way. */
  stop: () => Promise<void>;
};

/**
 * Runs `run` at once (what came due while the server was stopped) and then every `everyMs`,
 * never two runs at a time; a failed run is logged and the next one tries again. The timer does
 * not hold the process open.
 */
export function startPeriodicJob(what: string, everyMs: number, run: () => Promise<unknown>): PeriodicJob {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= run()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, `could not ${what}`))
      .finally(() => {
        running = undefined;
      });
  };
  runNow();
  const timer = setInterval(runNow, everyMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
