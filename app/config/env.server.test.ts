import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./env.server";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
    });
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", BETTER_AUTH_SECRET: " " }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT deve ser um número"],
    [{ PORT: "70000" }, "PORT deve estar entre 1 e 65535"],
    [{ DATABASE_URL: "mysql://localhost/site" }, "DATABASE_URL deve começar com postgres://"],
    [{ BETTER_AUTH_SECRET: "curto" }, "BETTER_AUTH_SECRET deve ter pelo menos 32 caracteres"],
    [{ PUBLIC_URL: "www.exemplo.com.br" }, "PUBLIC_URL deve ser uma URL completa"],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });
});
