import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/** Every public entry of a feature or a platform module. */
function entries() {
  return ["app/features", "app/platform"].flatMap((base) =>
    fs
      .readdirSync(path.join(root, base))
      .flatMap((name) => ["index.ts", "index.server.ts"].map((entry) => path.join(base, name, entry)))
      .filter((file) => fs.existsSync(path.join(root, file))),
  );
}

describe("the entries of features and platform modules", () => {
  it("each opens with one line on what its module owns", () => {
    const without = entries().filter((file) => !/^\/\*\* \S.*\*\/\n/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(entries().length).toBeGreaterThan(40);
    expect(without).toEqual([]);
  });
});
