import { startProcess } from "./processes";
import { serverArgs, serverEnv } from "../../server/start-command.js";

/**
 * The production build started as `npm run serve` starts it, on its own port and data folder, on
 * the embedded database, by this Node or another; `nodeFlags` go before the server's script (heap snapshots, for one).
 */
export function startApp(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string>,
  nodeFlags: string[] = [],
  node = process.execPath,
) {
  const script = serverArgs.at(-1)!;
  return startProcess(node, [...serverArgs.slice(0, -1), ...nodeFlags, script], {
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...extraEnv,
    },
  });
}
