import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.server";
import { answerErrors } from "./error-handler";
import { requestLogging } from "./request-logging";

type Line = Record<string, unknown>;
const lines: Line[] = [];
const output = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(
      ...chunk
        .toString()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Line),
    );
    done();
  },
});
const logger = createLogger("info", output);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(requestLogging(logger));
  app.get("/produtos", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.warn("something worth noting");
    res.send("ok");
  });
  app.get(["/reuniao/:token", "/proposta/:token", "/proposta/:token/pdf"], (_req, res) => {
    res.send("ok");
  });
  app.get("/falha", async () => {
    throw new Error("banco fora do ar");
  });
  app.use(answerErrors);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  lines.length = 0;
});

/** The lines of one request, once its completion has been logged. */
async function linesOf(id: string) {
  await expect.poll(() => lines.some((line) => line.reqId === id && /^request /.test(String(line.msg)))).toBe(true);
  return lines.filter((line) => line.reqId === id);
}

describe("request log", () => {
  it("gives a request a new id, returns it, and logs the request once without its query or the visitor's address", async () => {
    const response = await fetch(`${base}/produtos?search=ana%40exemplo.com.br&page=2`, {
      headers: { "user-agent": "Navegador de teste" },
    });
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(uuid);
    const [note, completed, ...more] = await linesOf(id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ level: 40, msg: "something worth noting", reqId: id });
    expect(completed).toMatchObject({ level: 30, msg: "request completed", method: "GET", path: "/produtos", status: 200, reqId: id });
    expect(completed!.durationMs).toEqual(expect.any(Number));
    const written = JSON.stringify(lines);
    for (const personal of ["exemplo.com.br", "page=2", "127.0.0.1", "Navegador"]) expect(written).not.toContain(personal);
  });

  it("logs where a meeting's confirmation or a proposal's link leads, never the link itself, however the path is spelled", async () => {
    const token = "Zk3rS8hQ2vLw9pXc4mNb7tYd1aEf6gHj0kLmNoPqRsT";
    for (const [path, logged] of [
      [`/reuniao/${token}`, "/reuniao/[link]"],
      [`/REUNIAO/${token}`, "/REUNIAO/[link]"],
      [`/proposta/${token}`, "/proposta/[link]"],
      [`/proposta/${token}/pdf`, "/proposta/[link]/pdf"],
    ]) {
      const id = (await fetch(`${base}${path}`)).headers.get("x-request-id")!;
      const [completed] = await linesOf(id);
      expect(completed).toMatchObject({ path: logged, status: 200 });
    }
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("keeps a sane id sent by the proxy in front, and replaces one that is not", async () => {
    const kept = await fetch(`${base}/produtos`, { headers: { "x-request-id": "lb-7f3a9c:0001" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c:0001");
    await linesOf("lb-7f3a9c:0001");
    for (const insane of ["<script>alert(1)</script>", "a".repeat(200), "dois ids"]) {
      const replaced = await fetch(`${base}/produtos`, { headers: { "x-request-id": insane } });
      expect(replaced.headers.get("x-request-id")).toMatch(uuid);
    }
  });

  it("ignores the id sent by a client that is no trusted proxy, and logs no path it was refused", async () => {
    const direct = express();
    direct.use(requestLogging(logger));
    const listener = direct.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const address = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      const response = await fetch(`${address}/joana-silva-nao-existe`, { headers: { "x-request-id": "joana.silva" } });
      expect(response.status).toBe(404);
      const id = response.headers.get("x-request-id")!;
      expect(id).toMatch(uuid);
      const [completed] = await linesOf(id);
      expect(completed).toMatchObject({ status: 404 });
      expect(JSON.stringify(lines)).not.toContain("joana");
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("logs a failed request once, as an error with its cause and id, and answers 500 without detail", async () => {
    const response = await fetch(`${base}/falha`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Erro inesperado. Tente novamente.");
    const [failed, ...more] = await linesOf(response.headers.get("x-request-id")!);
    expect(more).toEqual([]);
    expect(failed).toMatchObject({ level: 50, msg: "request failed", path: "/falha", status: 500, err: { message: "banco fora do ar" } });
  });
});
