import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** A free TCP port on the loopback interface, other than those given. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.on("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port: chosen } = server.address() as net.AddressInfo;
        server.close(() => resolve(chosen));
      });
    });
    if (!taken.includes(port)) return port;
  }
}

/** The path of a program on PATH or in the sbin folders (nginx lives there). */
export function findExecutable(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/sbin"];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

export type Managed = {
  child: ChildProcess;
  /** The last lines it printed, to explain a failure. */
  output: () => string;
  exited: () => boolean;
};

export function startProcess(command: string, args: string[], options: SpawnOptions): Managed {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let done = false;
  child.on("exit", () => {
    done = true;
  });
  // A program that cannot start shows up as an exit, reported by waitForHttp.
  child.on("error", (error) => {
    lines.push(String(error));
    done = true;
  });
  return { child, output: () => lines.join("\n"), exited: () => done };
}

/** Sends the signal, then SIGKILL if the process is still there after the grace period. */
export async function stopProcess(managed: Managed, signal: NodeJS.Signals, graceMs: number) {
  if (managed.exited()) return;
  const exited = new Promise<void>((resolve) => managed.child.once("exit", () => resolve()));
  managed.child.kill(signal);
  const timer = setTimeout(() => managed.child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls the address until it answers 200, the process exits, or the time runs out. */
export async function waitForHttp(url: string, managed: Managed, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed.exited()) throw new Error(`${name} exited before answering:\n${managed.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${managed.output()}`);
}
