import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { serverArgs, serverEnv, serverEnvironment } from "./production-server";

describe("the production start command", () => {
  it("is what npm run serve runs, and npm start serves the same way after building", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const environment = Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`);
    expect(scripts.serve).toBe([...environment, "node", ...serverArgs].join(" "));
    expect(scripts.start).toBe("npm run build && npm run serve");
  });

  it("gives the servers of tests and scripts its environment, each setting overridable or left out", () => {
    const env = serverEnvironment({ port: 4000, dataDir: "/tmp/dados", env: { LOG_LEVEL: "debug", NODE_ENV: undefined } });
    expect(env).toEqual({
      ...serverEnv,
      LOG_LEVEL: "debug",
      PORT: "4000",
      PUBLIC_URL: "http://127.0.0.1:4000",
      DATA_DIR: "/tmp/dados",
      DATABASE_URL: "",
    });
  });
});
