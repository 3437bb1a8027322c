import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerErrors } from "./error-handler";

describe("errors Express meets before the app", () => {
  const app = express();
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
});
