import fs from "node:fs";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx/3xx responses plus socket errors: any makes the figures meaningless. */
  errors: number;
  /** Of those, requests unanswered within wrk's 5 s: a busy machine's as much as the server's. */
  timeouts: number;
};

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percent: number) {
  const match = output.match(new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
  if (!match) throw new Error(`wrk printed no ${percent}% latency:\n${output}`);
  return Number(match[1]) * unitMs[match[2]!]!;
}

/** Parses the report of `wrk --latency`. */
function parseWrk(output: string): WrkResult {
  const rps = output.match(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rps) throw new Error(`wrk printed no Requests/sec:\n${output}`);
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  return {
    requestsPerSecond: Number(rps[1]),
    p50Ms: latencyMs(output, 50),
    p99Ms: latencyMs(output, 99),
    errors: non2xx + socketErrors,
    timeouts: Number(socket?.[4] ?? 0),
  };
}

export type WrkSettings = { threads: number; connections: number; durationSeconds: number };

/** Headers sent with every request, and a Lua script (a file) that may write each request itself. */
export type WrkRequests = { headers?: Record<string, string>; script?: string };

export async function runWrk(
  wrkPath: string,
  url: string,
  settings: WrkSettings,
  requests: WrkRequests = {},
  signal?: AbortSignal,
): Promise<WrkResult> {
  const headerArgs = Object.entries(requests.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await execFileAsync(
    wrkPath,
    [
      `-t${settings.threads}`,
      `-c${settings.connections}`,
      `-d${settings.durationSeconds}s`,
      "--timeout",
      "5s",
      "--latency",
      ...headerArgs,
      ...(requests.script ? ["-s", requests.script] : []),
      url,
    ],
    // wrk stops by itself after the duration; the margin covers start-up and a stuck server.
    { timeout: (settings.durationSeconds + 20) * 1000, killSignal: "SIGKILL", signal },
  );
  return parseWrk(stdout);
}

/** A Lua script for wrk, written to a file in the folder. */
export function wrkScript(folder: string, name: string, lua: string) {
  const file = path.join(folder, `${name}.lua`);
  fs.writeFileSync(file, lua);
  return file;
}
