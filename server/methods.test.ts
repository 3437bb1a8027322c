import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptOnly } from "~/lib/api-response";
import { refuseUnservedMethods } from "./methods";

const handler = () => null;
const page = { loader: handler, default: handler };

// The shapes of app/routes.ts: a root, a pathless site layout with its index page, a page with
// a form, a catch-all, API resource routes that read or take POST only, and the staff API behind
// its guard (a layout with middleware), with a route that takes DELETE only.
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: handler } },
    layout: { id: "layout", parentId: "root", module: page },
    home: { id: "home", parentId: "layout", index: true, module: { ...page, action: handler } },
    products: { id: "products", parentId: "layout", path: "produtos", module: page },
    contact: { id: "contact", parentId: "layout", path: "contato", module: { ...page, action: handler } },
    notFound: { id: "notFound", parentId: "layout", path: "*", module: page },
    search: { id: "search", parentId: "root", path: "api/search", module: { loader: handler } },
    requests: {
      id: "requests",
      parentId: "root",
      path: "api/contact-requests",
      module: { action: acceptOnly(["POST"], async () => null) },
    },
    staffApi: { id: "staffApi", parentId: "root", path: "api/admin", module: { middleware: [handler] } },
    upload: {
      id: "upload",
      parentId: "staffApi",
      path: "uploads/:name",
      module: { action: acceptOnly(["DELETE"], async () => null) },
    },
  },
};

describe("methods an address does not serve", () => {
  const app = express();
  app.use(refuseUnservedMethods(build));
  // React Router, as far as this test needs: a refused method answers 405, but behind the guard a visitor without a session gets 401.
  app.all("/{*path}", (req, res) => {
    const refusal = res.locals.refusedMethod;
    if (refusal === "after-staff-guard" && !req.headers.cookie) res.status(401).send("sem sessão");
    else if (refusal) res.status(405).send(refusal);
    else res.send("rota");
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

  const send = (method: string, path: string) => fetch(`${base}${path}`, { method });

  it("answers TRACE with 405, the address's Allow and plain Portuguese words, before any route", async () => {
    // fetch refuses to send TRACE: a raw request does.
    const answer = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
      const sent = http.request(`${base}/produtos`, { method: "TRACE" }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
      });
      sent.on("error", reject);
      sent.end();
    });
    expect(answer).toEqual({ status: 405, allow: "GET, HEAD", body: "Método não permitido." });
    const propfind = await send("PROPFIND", "/contato");
    expect(propfind.status).toBe(405);
    expect(propfind.headers.get("allow")).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
  });

  it("answers an API method with 405 in the API's envelope and the methods the address serves", async () => {
    for (const [method, path, allow] of [
      ["PUT", "/api/search", "GET, HEAD"],
      ["GET", "/api/contact-requests", "POST"],
      ["PUT", "/api/contact-requests", "POST"],
      ["DELETE", "/API/search", "GET, HEAD"],
    ]) {
      const answer = await send(method!, path!);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(await answer.json()).toEqual({ error: { message: "Método não permitido", code: "method_not_allowed" } });
    }
  });

  it("leaves a page's refusal to React Router's root, whose error screen answers it with Allow", async () => {
    const put = await send("PUT", "/produtos");
    expect(put.status).toBe(405);
    expect(await put.text()).toBe("at-root");
    expect(put.headers.get("allow")).toBe("GET, HEAD");
    // A form posted to the home page without `?index` goes to the root, which takes none.
    expect((await send("POST", "/")).headers.get("allow")).toBe("GET, HEAD");
    expect((await send("POST", "/produtos.data")).headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves a refusal behind the staff guard to the guard, so a visitor without a session learns nothing of the methods", async () => {
    const anonymous = await send("POST", "/api/admin/uploads/foto.png");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("allow")).toBeNull();
    const staff = await fetch(`${base}/api/admin/uploads/foto.png`, { method: "POST", headers: { cookie: "sessao=1" } });
    expect(staff.status).toBe(405);
    expect(await staff.text()).toBe("after-staff-guard");
    expect(staff.headers.get("allow")).toBe("DELETE");
  });

  it("leaves alone what the address serves", async () => {
    for (const [method, path] of [
      ["GET", "/produtos"],
      ["POST", "/contato"],
      ["POST", "/contato.data"],
      ["POST", "/?index"],
      ["GET", "/api/search"],
      ["POST", "/api/contact-requests"],
      ["DELETE", "/api/admin/uploads/foto.png"],
      ["OPTIONS", "/produtos"],
    ]) {
      const answer = await send(method!, path!);
      expect(await answer.text(), `${method} ${path}`).toBe("rota");
      expect(answer.headers.get("allow"), `${method} ${path}`).toBeNull();
    }
  });
});
