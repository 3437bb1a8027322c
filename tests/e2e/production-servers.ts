import { serverArgs, serverEnv } from "../../server/start-command.js";
import { freePort, startProcess, stopProcess, waitForHttp, type Managed } from "../../scripts/bench/processes";
import { createStaff, type Staff } from "../../scripts/bench/staff";

export type Instance = { base: string; server: Managed };

/** The production build (`npm run build`) served as `npm run serve` serves it, on its own port, by this Node or another. */
export function startInstance(port: number, env: Record<string, string>, node = process.execPath): Instance {
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(node, serverArgs, {
    env: { ...process.env, ...serverEnv, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(port), PUBLIC_URL: base, ...env },
  });
  return { base, server };
}

/** Waits until the instance says it can serve; start-up migrates and seeds, which takes a while on 2 busy cores. */
export function whenHealthy(instance: Instance, timeoutMs = 150_000) {
  return waitForHttp(`${instance.base}/api/health`, instance.server, `server on ${instance.base}`, timeoutMs);
}

/** The exit code, once the process has ended. */
export function exitCode(instance: Instance): Promise<number | null> {
  const { child } = instance.server;
  if (instance.server.exited()) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export function stopInstance(instance: Instance | undefined) {
  return instance ? stopProcess(instance.server, "SIGTERM", 15_000) : Promise.resolve();
}

/** Signs staff in on one instance: the answer's status, and the session cookie to send back. */
export async function signIn(instance: Instance, staff: Staff) {
  const response = await fetch(`${instance.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(staff),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

export { freePort };

export { createStaff };
