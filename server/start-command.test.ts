import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { serverArgs, serverEnv } from "./start-command.js";

describe("the production start command", () => {
  it("is what npm run serve runs, and npm start serves the same way after building", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const environment = Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`);
    expect(scripts.serve).toBe([...environment, "node", ...serverArgs].join(" "));
    expect(scripts.start).toBe("npm run build && npm run serve");
  });
});
