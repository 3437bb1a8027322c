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
    [{ CHAT_PROVIDER: "gpt" }, "CHAT_PROVIDER deve ser builtin, openai ou webhook"],
    [{ CHAT_PROVIDER: "openai", CHAT_MODEL: "gpt-4o-mini" }, "CHAT_API_URL é obrigatório com CHAT_PROVIDER=openai"],
    [{ CHAT_PROVIDER: "openai", CHAT_API_URL: "https://api.openai.com/v1" }, "CHAT_MODEL é obrigatório com CHAT_PROVIDER=openai"],
    [{ CHAT_PROVIDER: "webhook" }, "CHAT_WEBHOOK_URL é obrigatório com CHAT_PROVIDER=webhook"],
    [{ CHAT_PROVIDER: "webhook", CHAT_WEBHOOK_URL: "n8n.local/webhook" }, "CHAT_WEBHOOK_URL deve ser uma URL completa"],
    [{ CHAT_PROVIDER: "webhook", CHAT_WEBHOOK_URL: "file:///etc/passwd" }, "CHAT_WEBHOOK_URL deve começar com http:// ou https://"],
    [
      { CHAT_PROVIDER: "webhook", CHAT_WEBHOOK_URL: "ftp://n8n.exemplo.com.br/webhook" },
      "CHAT_WEBHOOK_URL deve começar com http:// ou https://",
    ],
    [
      { CHAT_PROVIDER: "openai", CHAT_API_URL: "ftp://api.exemplo.com.br/v1", CHAT_MODEL: "gpt-4o-mini" },
      "CHAT_API_URL deve começar com http:// ou https://",
    ],
    [
      { CHAT_PROVIDER: "openai", CHAT_API_URL: "javascript:alert(1)", CHAT_MODEL: "gpt-4o-mini" },
      "CHAT_API_URL deve começar com http:// ou https://",
    ],
    [{ CHAT_TIMEOUT_MS: "50" }, "CHAT_TIMEOUT_MS deve ser de pelo menos 100"],
    [{ SHUTDOWN_TIMEOUT_MS: "10" }, "SHUTDOWN_TIMEOUT_MS deve ser de pelo menos 1000"],
    [{ PAGE_CACHE: "no" }, "PAGE_CACHE deve ser on ou off"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY deve ser um número de proxies ou uma lista de endereços"],
    [{ CDN_PURGE_URL: "cdn.exemplo.com.br/purge" }, "CDN_PURGE_URL deve ser uma URL completa"],
    [{ CDN_PURGE_URL: "file:///etc/passwd" }, "CDN_PURGE_URL deve começar com http:// ou https://"],
    [{ CDN_PURGE_URL: "https://cdn.exemplo.com.br/purge", CDN_PURGE_KIND: "fastly" }, "CDN_PURGE_KIND deve ser cloudflare ou webhook"],
    [
      { CDN_PURGE_URL: "https://api.cloudflare.com/client/v4/zones/abc/purge_cache", CDN_PURGE_KIND: "cloudflare" },
      "CDN_PURGE_TOKEN é obrigatório com CDN_PURGE_KIND=cloudflare",
    ],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("uses the built-in assistant unless another is configured", () => {
    expect(parseConfig({}).chat).toEqual({ provider: "builtin" });
  });

  it("reads an OpenAI-compatible assistant, without a key for local servers", () => {
    const env = { CHAT_PROVIDER: "openai", CHAT_API_URL: "http://127.0.0.1:11434/v1", CHAT_MODEL: "llama3.1", CHAT_TIMEOUT_MS: "20000" };
    expect(parseConfig(env).chat).toEqual({
      provider: "openai",
      apiUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "llama3.1",
      timeoutMs: 20_000,
    });
    expect(parseConfig({ ...env, CHAT_API_KEY: "sk-teste" }).chat).toMatchObject({ apiKey: "sk-teste" });
  });

  it("reads a webhook assistant with the default timeout", () => {
    const env = { CHAT_PROVIDER: "webhook", CHAT_WEBHOOK_URL: "https://n8n.exemplo.com.br/webhook/chat" };
    expect(parseConfig(env).chat).toEqual({ provider: "webhook", url: "https://n8n.exemplo.com.br/webhook/chat", timeoutMs: 15_000 });
  });

  it("keeps the page cache on unless PAGE_CACHE=off", () => {
    expect(parseConfig({}).pageCache.enabled).toBe(true);
    expect(parseConfig({ PAGE_CACHE: "off" }).pageCache.enabled).toBe(false);
  });

  it("keeps uploads in DATA_DIR unless UPLOADS_DIR names a shared folder", () => {
    expect(parseConfig({ DATA_DIR: "/srv/site" }).storage).toEqual({ driver: "local", uploadsDir: path.resolve("/srv/site/uploads") });
    expect(parseConfig({ DATA_DIR: "/srv/site", UPLOADS_DIR: "/mnt/shared/uploads" }).storage).toEqual({
      driver: "local",
      uploadsDir: path.resolve("/mnt/shared/uploads"),
    });
  });

  const bucket = {
    STORAGE: "s3",
    S3_BUCKET: "magnasul-arquivos",
    S3_REGION: "auto",
    S3_ACCESS_KEY_ID: "chave",
    S3_SECRET_ACCESS_KEY: "segredo",
  };

  it("keeps uploads in a bucket with STORAGE=s3, on AWS or at an S3-compatible endpoint", () => {
    expect(parseConfig(bucket).storage).toEqual({
      driver: "s3",
      bucket: "magnasul-arquivos",
      region: "auto",
      endpoint: undefined,
      accessKeyId: "chave",
      secretAccessKey: "segredo",
      publicUrl: undefined,
    });
    expect(
      parseConfig({ ...bucket, S3_ENDPOINT: "https://conta.r2.cloudflarestorage.com/", S3_PUBLIC_URL: "https://arquivos.exemplo.com.br/" })
        .storage,
    ).toMatchObject({ endpoint: "https://conta.r2.cloudflarestorage.com", publicUrl: "https://arquivos.exemplo.com.br" });
  });

  it.each(["S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const)(
    "refuses STORAGE=s3 without %s, naming it",
    (key) => {
      expect(() => parseConfig({ ...bucket, [key]: "" })).toThrow(`${key} é obrigatório com STORAGE=s3`);
    },
  );

  it.each([
    [{ STORAGE: "ftp" }, "STORAGE deve ser local ou s3"],
    [{ ...bucket, S3_ENDPOINT: "minio.interno" }, "S3_ENDPOINT deve ser uma URL completa"],
    [{ ...bucket, S3_PUBLIC_URL: "ftp://arquivos.exemplo.com.br" }, "S3_PUBLIC_URL deve começar com http:// ou https://"],
  ])("refuses the storage settings %j with a clear message", (env, message) => {
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("waits 10 s for the requests under way when stopping, unless told otherwise", () => {
    expect(parseConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(parseConfig({ SHUTDOWN_TIMEOUT_MS: "25000" }).shutdownTimeoutMs).toBe(25_000);
  });

  it("sends no purge to a CDN unless CDN_PURGE_URL names where, to a webhook unless told it is Cloudflare", () => {
    expect(parseConfig({}).cdnPurge).toBeUndefined();
    expect(parseConfig({ CDN_PURGE_TOKEN: "segredo" }).cdnPurge).toBeUndefined();
    expect(parseConfig({ CDN_PURGE_URL: "https://hooks.exemplo.com.br/purge" }).cdnPurge).toEqual({
      url: "https://hooks.exemplo.com.br/purge",
      kind: "webhook",
      token: undefined,
    });
    const cloudflare = {
      CDN_PURGE_URL: "https://api.cloudflare.com/client/v4/zones/0123abcd/purge_cache",
      CDN_PURGE_KIND: "cloudflare",
      CDN_PURGE_TOKEN: "token-da-api",
    };
    expect(parseConfig(cloudflare).cdnPurge).toEqual({ url: cloudflare.CDN_PURGE_URL, kind: "cloudflare", token: "token-da-api" });
  });

  it("trusts only a proxy on this machine unless told which ones stand in front", () => {
    expect(parseConfig({}).trustProxy).toBe("loopback");
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).trustProxy).toBe("loopback, 10.0.0.0/8, fd00::/8");
  });
});
