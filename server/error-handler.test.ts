import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseControlCharactersInAddress } from "./address-guard";
import { answerErrors } from "./error-handler";

describe("bad addresses and errors Express meets before the app", () => {
  const app = express();
  app.use(refuseControlCharactersInAddress);
  app.get("/{*path}", (_req, res) => {
    res.send("ok");
  });
  app.use(answerErrors);
  let base = "";
  let listener: Server;

  beforeAll(async () => {
    listener = await new Promise<Server>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => resolve(server));
    });
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => listener.close(resolve)));

  it("answers an API address that cannot be decoded with 400 and the JSON envelope", async () => {
    const response = await fetch(`${base}/api/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: "Requisição inválida.", code: "bad_request" } });
  });

  it("answers a page address that cannot be decoded with 400 in plain words, without a stack trace", async () => {
    const response = await fetch(`${base}/produtos/%`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toBe("Requisição inválida.");
  });

  it("refuses an address with an encoded control character before any route sees it", async () => {
    const page = await fetch(`${base}/produtos/%00`);
    expect(page.status).toBe(400);
    expect(await page.text()).toBe("Requisição inválida.");
    const api = await fetch(`${base}/api/busca/a%0Ab`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { message: "Requisição inválida.", code: "bad_request" } });
    expect((await fetch(`${base}/produtos/grade?q=%00`)).status).toBe(200);
  });

  it("refuses a control character in the query of a staff address, whatever its case or encoding", async () => {
    for (const path of ["/admin/leads", "/ADMIN/leads", "/admin/LEADS", "/%61dmin/leads", "/admin.data"]) {
      const page = await fetch(`${base}${path}?q=%00`);
      expect(page.status, path).toBe(400);
      expect(await page.text()).toBe("Requisição inválida.");
    }
    const api = await fetch(`${base}/API/ADMIN/leads/export?q=a%0Ab`);
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { message: "Requisição inválida.", code: "bad_request" } });
  });
});
