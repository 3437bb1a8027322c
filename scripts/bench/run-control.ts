import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopProcess, type Managed } from "./processes";

/**
 * What a measuring script started (servers, temporary folders) is undone when it ends, fails, is
 * interrupted or runs past `overallTimeoutMs`; `finish` runs its main step and exits with its code.
 */
export function runControl(overallTimeoutMs: number) {
  const cleanups: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  let aborting = false;

  /** Shared, so a signal arriving during the normal cleanup waits for it instead of exiting early. */
  function cleanUp() {
    cleaning ??= (async () => {
      // Last started, first stopped; each step runs even if an earlier one failed.
      for (const step of cleanups.splice(0).reverse()) {
        await step().catch((error: unknown) => console.error("cleanup:", error));
      }
    })();
    return cleaning;
  }

  async function abort(code: number, message: string) {
    // Ctrl-C reaches this process twice: from the terminal and relayed by tsx.
    if (aborting) return;
    aborting = true;
    console.error(message);
    await cleanUp();
    process.exit(code);
  }
  process.on("SIGINT", () => void abort(130, "Interrupted."));
  process.on("SIGTERM", () => void abort(143, "Terminated."));
  setTimeout(() => void abort(1, `Timed out after ${overallTimeoutMs / 1000} s.`), overallTimeoutMs).unref();

  return {
    abort,
    tempFolder(prefix: string) {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
      return folder;
    },
    stopAtEnd(managed: Managed, signal: NodeJS.Signals) {
      cleanups.push(() => stopProcess(managed, signal, 15_000));
    },
    async finish(main: () => Promise<number>): Promise<never> {
      let exitCode = 1;
      try {
        exitCode = await main();
      } catch (error) {
        // After a signal, failures come from the servers being stopped: not worth showing.
        if (!aborting) console.error(error instanceof Error ? error.message : error);
      } finally {
        await cleanUp();
      }
      process.exit(exitCode);
    },
  };
}

/** The system's load averages over 1, 5 and 15 minutes, as printed beside the figures. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/** The machine and Node the figures were measured on. */
export const machine = () => `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}`;
