import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { makeSignature } from "better-auth/crypto";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config } from "~/config/env.server";
import { keepStaffAnswersPrivate, sameOriginReferrerOnSecretLinks } from "./private-answers";

describe("answers that no cache may keep", () => {
  const app = express();
  app.use(keepStaffAnswersPrivate);
  app.use(sameOriginReferrerOnSecretLinks);
  app.get("/redirect", (_req, res) => res.redirect("/admin/auth"));
  app.get("/falha", () => {
    throw new Error("falhou");
  });
  app.get("/{*path}", (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").send("ok");
  });
  let base = "";
  let listener: Server;

  beforeAll(async () => {
    listener = await new Promise<Server>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => resolve(server));
    });
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  const cacheControlOf = async (path: string, cookie?: string) =>
    (await fetch(`${base}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} })).headers.get("cache-control");

  it("marks every back-office address, its data loaders and the previews private, however the path is spelled", async () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/admin/leads",
      "/admin/leads.data?_routes=routes%2Fadmin%2Fleads",
      "/api/admin/messages/export",
      "/ADMIN/leads",
      "/Api/Admin/media",
      "/%61dmin/leads",
      "/visualizar/123",
      "/visualizar/blog/123.data",
    ]) {
      expect(await cacheControlOf(path), path).toBe("private, no-store");
    }
  });

  it("marks a public page rendered for a signed-in staff member private, not one for a forged cookie", async () => {
    const token = "sessaoDaEquipe0123456789abcdefgh";
    const signed = `${token}.${await makeSignature(token, config().authSecret!)}`;
    expect(await cacheControlOf("/produtos", `better-auth.session_token=${encodeURIComponent(signed)}`)).toBe("private, no-store");
    expect(await cacheControlOf("/produtos", `better-auth.session_token=${token}.${"b".repeat(43)}=`)).toBe("public, max-age=3600");
    expect(await cacheControlOf("/administracao")).toBe("public, max-age=3600");
  });

  it("marks a redirect and an error private too", async () => {
    const token = "sessaoDaEquipe0123456789abcdefgh";
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${await makeSignature(token, config().authSecret!)}`)}`;
    expect(await cacheControlOf("/redirect", cookie)).toBe("private, no-store");
    expect(await cacheControlOf("/falha", cookie)).toBe("private, no-store");
  });

  it("sends no Referer to another site from a private link's page, its PDF included, however the path is spelled", async () => {
    const policyOf = async (path: string) => (await fetch(`${base}${path}`)).headers.get("referrer-policy");
    for (const path of ["/proposta/segredo", "/proposta/segredo/pdf", "/PROPOSTA/segredo", "/%70roposta/segredo", "/reuniao/segredo"]) {
      expect(await policyOf(path), path).toBe("same-origin");
    }
    expect(await policyOf("/propostas")).toBeNull();
    expect(await policyOf("/produtos")).toBeNull();
  });
});
