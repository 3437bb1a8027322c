// How the production server is started, the one way for tests and scripts: `npm run serve` runs
// exactly `serverEnv` and `serverArgs` (checked by its test), the journeys' web server builds its
// command from them, and the benchmarks, the soak, the Node line check and the journeys that need
// servers of their own start it with `startServer`.
import { startProcess, stopProcess, waitForHttp, type Managed } from "./bench/processes";

// On Node 24, V8 compiles PGlite's WebAssembly with its optimising compiler as the database opens
// and sizes its young generation from the machine's memory: a first start peaked at 830 MiB and
// kept about 450 MiB. Liftoff alone and 16 MiB semi-spaces (Node 20's size) keep it under 300 MiB,
// for about 14 % of the uncached throughput (decision 137). V8 reads these flags only at start-up.
export const serverNodeFlags = ["--liftoff-only", "--max-semi-space-size=16"];

// glibc gives each thread that allocates its own malloc arena, up to 8 per core. Pages are
// compressed on libuv's threads, and what they freed stayed scattered over those arenas: under 30
// minutes of mixed traffic, resident memory crept 12 % past its value at minute 5. With two
// arenas it held (decision 240). glibc reads this only when the process starts.
export const serverEnv = { MALLOC_ARENA_MAX: "2" };

const serverScript = "server/index.js";

/** The arguments of `node` that serve the production build. */
export const serverArgs = [...serverNodeFlags, serverScript];

export type ServerSettings = {
  port: number;
  dataDir: string;
  /** A PostgreSQL database; left out, the embedded one in `dataDir`. */
  databaseUrl?: string;
  /** Over the defaults; a variable given as undefined is not passed at all, not even from this process. */
  env?: Record<string, string | undefined>;
};

/**
 * A production server's environment: `serverEnv`, production mode, warnings only, its port, its
 * address on the loopback, its data folder and database, then `env`.
 */
export function serverEnvironment({ port, dataDir, databaseUrl = "", env = {} }: ServerSettings): Record<string, string> {
  const all = {
    ...serverEnv,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...env,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type ProductionServer = Managed & {
  /** http://127.0.0.1:port */
  base: string;
  /** Resolves once /api/health answers 200; stops the server and rejects, with its last lines, when it exits first or the time runs out. */
  ready: (timeoutMs?: number) => Promise<ProductionServer>;
  /** SIGTERM, then SIGKILL 15 s later if it is still there; resolves once it has exited. */
  stop: () => Promise<void>;
  /** Its exit code, once it has ended. */
  exitCode: () => Promise<number | null>;
};

/**
 * The production build (`npm run build`) started as `npm run serve` starts it, in a child process,
 * by this Node or another; `nodeFlags` go before the server's script (heap snapshots, for one).
 * Its output is kept (`output()`, the last lines) and readable on `child.stdout` and `child.stderr`.
 */
export function startServer(settings: ServerSettings & { node?: string; nodeFlags?: string[] }): ProductionServer {
  const { node = process.execPath, nodeFlags = [] } = settings;
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnvironment(settings) };
  for (const [name, value] of Object.entries(settings.env ?? {})) if (value === undefined) delete env[name];
  const managed = startProcess(node, [...serverNodeFlags, ...nodeFlags, serverScript], { env });
  const base = `http://127.0.0.1:${settings.port}`;
  const name = node === process.execPath ? `The server on ${base}` : `The server on ${base} (${node})`;
  const server: ProductionServer = {
    ...managed,
    base,
    async ready(timeoutMs = 150_000) {
      try {
        await waitForHttp(`${base}/api/health`, managed, name, timeoutMs);
      } catch (error) {
        await server.stop();
        throw error;
      }
      return server;
    },
    stop: () => stopProcess(managed, "SIGTERM", 15_000),
    exitCode: () =>
      managed.exited()
        ? Promise.resolve(managed.child.exitCode)
        : new Promise((resolve) => managed.child.once("exit", (code) => resolve(code))),
  };
  return server;
}
