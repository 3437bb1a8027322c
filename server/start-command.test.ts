import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { serverArgs } from "./start-command.js";

describe("the production start command", () => {
  it("is what npm run serve runs, and npm start serves the same way after building", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe(`node ${serverArgs.join(" ")}`);
    expect(scripts.start).toBe("npm run build && npm run serve");
  });
});
