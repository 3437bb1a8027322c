import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, strictTransportSecurity } from "./content-security-policy.server";

const servers: Server[] = [];

async function serve(publicUrl: string, development = false) {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(contentSecurityPolicy({ publicUrl, development }));
  app.use(strictTransportSecurity(publicUrl));
  app.get("/", (_req, res) => {
    res.type("html").send(`<script nonce="${res.locals.cspNonce}"></script>`);
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

function directives(response: Response) {
  const header = response.headers.get("content-security-policy") ?? "";
  return new Map(header.split("; ").map((directive) => [directive.split(" ")[0], directive] as const));
}

let plain: string;
let secure: string;

beforeAll(async () => {
  plain = await serve("http://localhost:3000");
  secure = await serve("https://www.magnasul.exemplo.com.br");
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("content security policy", () => {
  it("names a fresh nonce in every response, the one the page's scripts carry", async () => {
    const first = await fetch(plain);
    const second = await fetch(plain);
    const nonceOf = (response: Response) => /'nonce-([A-Za-z0-9+/=]{24})'/.exec(directives(response).get("script-src") ?? "")?.[1];
    const firstNonce = nonceOf(first);
    expect(firstNonce).toBeDefined();
    expect(await first.text()).toBe(`<script nonce="${firstNonce}"></script>`);
    expect(nonceOf(second)).not.toBe(firstNonce);
  });

  it("lets only nonced scripts and the scripts they add run, and shuts plugins, base and framing", async () => {
    const policy = directives(await fetch(plain));
    expect(policy.get("script-src")).toContain("'strict-dynamic'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("object-src")).toBe("object-src 'none'");
    expect(policy.get("base-uri")).toBe("base-uri 'self'");
    expect(policy.get("form-action")).toBe("form-action 'self'");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'self'");
    expect(policy.get("connect-src")).not.toContain("ws:");
  });

  it("sends HSTS and upgrades requests only over HTTPS", async () => {
    const overHttp = await fetch(plain);
    expect(overHttp.headers.get("strict-transport-security")).toBeNull();
    expect(directives(overHttp).has("upgrade-insecure-requests")).toBe(false);

    const behindProxy = await fetch(plain, { headers: { "x-forwarded-proto": "https" } });
    expect(behindProxy.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(directives(behindProxy).has("upgrade-insecure-requests")).toBe(true);

    const httpsAddress = await fetch(secure);
    expect(httpsAddress.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});
