import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { crossOriginMessage, requireSameOrigin } from "./same-origin.server";

let server: Server;
let base: string;
let writes = 0;

beforeAll(async () => {
  const app = express();
  app.use(requireSameOrigin("https://www.magnasul.exemplo.com.br"));
  app.post("/api/contact-requests", (_req, res) => {
    writes++;
    res.status(201).json({ ok: true });
  });
  app.post("/contato", (_req, res) => {
    writes++;
    res.send("enviado");
  });
  app.get("/contato", (_req, res) => {
    res.send("formulário");
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  writes = 0;
});

const post = (path: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method: "POST", headers, body: "{}" });

describe("same-origin check of state-changing requests", () => {
  it("refuses a request sent from another site with 403 and the pt-BR message, and writes nothing", async () => {
    const api = await post("/api/contact-requests", { origin: "https://golpe.exemplo.com" });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: { message: crossOriginMessage, code: "cross_origin_request" } });

    const page = await post("/contato", { origin: "https://golpe.exemplo.com" });
    expect(page.status).toBe(403);
    expect(await page.text()).toBe(crossOriginMessage);

    const sandboxed = await post("/contato", { origin: "null" });
    expect(sandboxed.status).toBe(403);
    expect(writes).toBe(0);
  });

  it("judges by the Referer when there is no Origin", async () => {
    expect((await post("/contato", { referer: "https://golpe.exemplo.com/pagina" })).status).toBe(403);
    expect((await post("/contato", { referer: "https://www.magnasul.exemplo.com.br/contato" })).status).toBe(200);
    expect(writes).toBe(1);
  });

  it("accepts the public address, this host, and callers that are not browsers", async () => {
    expect((await post("/api/contact-requests", { origin: "https://www.magnasul.exemplo.com.br" })).status).toBe(201);
    expect((await post("/api/contact-requests", { origin: base })).status).toBe(201);
    expect((await post("/api/contact-requests", {})).status).toBe(201);
    expect(writes).toBe(3);
  });

  it("leaves reads alone", async () => {
    const response = await fetch(`${base}/contato`, { headers: { origin: "https://golpe.exemplo.com" } });
    expect(response.status).toBe(200);
  });
});
