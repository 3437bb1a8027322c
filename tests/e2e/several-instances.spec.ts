import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { freePort } from "../../scripts/bench/processes";
import { createStaff } from "../../scripts/bench/staff";
import { startServer, type ProductionServer } from "../../scripts/production-server";
import { signIn } from "./staff-accounts";
import { newPostgresDatabase, withPostgresClient } from "~/db/testing.server";
import { postgresUnavailable } from "./postgres-unavailable";

// Two production instances on one PostgreSQL database and one shared DATA_DIR, as behind a
// load balancer.
const staff = { email: "equipe.instancias@magnasul.exemplo.com.br", password: "senha-instancias-segura" };
const contactLimit = 3;
// The smallest valid PNG: one transparent pixel.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

test.describe.configure({ mode: "serial" });

let dropDatabase: (() => Promise<unknown>) | undefined;
let databaseUrl: string;
let dataDir: string;
let a: ProductionServer | undefined;
let b: ProductionServer | undefined;
let cookie: string;
// The CDN both instances ask to purge (CDN_PURGE_URL): the tags of each call it received.
const purges: string[][] = [];
const cdn = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    purges.push((JSON.parse(body) as { tags: string[] }).tags);
    res.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
  });
});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const unavailable = await postgresUnavailable("the several-instances tests");
  if (unavailable) {
    console.warn(unavailable);
    test.skip(true, unavailable);
  }
  const database = await newPostgresDatabase("instances");
  dropDatabase = database.drop;
  databaseUrl = database.url;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "instances-"));

  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  const portA = await freePort();
  const portB = await freePort([portA]);
  const shared = {
    BETTER_AUTH_SECRET: "instancias-segredo-compartilhado-longo-o-bastante",
    // The address of the load balancer both stand behind.
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    CONTACT_RATE_LIMIT: String(contactLimit),
    CONTACT_MIN_FILL_SECONDS: "0",
    CDN_PURGE_URL: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/purge`,
    CDN_PURGE_TOKEN: "token-da-cdn-das-instancias",
  };
  // Both start at once on the empty database: migrations and the sample content take turns.
  a = startServer({ port: portA, dataDir, databaseUrl, env: shared });
  b = startServer({ port: portB, dataDir, databaseUrl, env: shared });
  await Promise.all([a.ready(), b.ready()]);
  await createStaff(staff, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cdn.close();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test("both instances, started together on an empty database, are healthy and seeded it once", async () => {
  for (const instance of [a!, b!]) {
    const response = await fetch(`${instance.base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", migrations: { current: true } });
  }
  const { rows } = await withPostgresClient(
    (client) => client.query<{ pages: number }>("select count(*)::int as pages from special_pages"),
    databaseUrl,
  );
  expect(rows).toEqual([{ pages: 2 }]);
});

test("a staff session made on one instance is valid on the other", async () => {
  const session = await signIn(a!.base, staff);
  expect(session.status).toBe(200);
  cookie = session.cookie;
  expect(cookie).toContain("better-auth.session_token=");

  expect((await fetch(`${b!.base}/api/admin/media`)).status).toBe(401);
  const onB = await fetch(`${b!.base}/api/admin/media`, { headers: { cookie } });
  expect(onB.status).toBe(200);
});

test("a rate limit counts the requests sent to every instance", async () => {
  const send = (instance: ProductionServer, index: number) =>
    fetch(`${instance.base}/api/contact-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Visitante ${String.fromCharCode(65 + index)}`,
        email: `limite-${index}@exemplo.com.br`,
        message: "Gostaria de um orçamento de grade magnética.",
        type: "quote_request",
        started_at: Date.now() - 10_000,
      }),
    });
  const statuses: number[] = [];
  for (let index = 0; index < contactLimit; index++) statuses.push((await send(index % 2 === 0 ? a! : b!, index)).status);
  expect(statuses).toEqual([201, 201, 201]);
  // Each instance alone has seen fewer than the limit; together they have seen it.
  expect((await send(b!, contactLimit)).status).toBe(429);
  expect((await send(a!, contactLimit + 1)).status).toBe(429);
});

test("a file uploaded through one instance is served by the other", async () => {
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "grade.png");
  const upload = await fetch(`${a!.base}/api/admin/uploads`, { method: "POST", headers: { cookie }, body: form });
  expect(upload.status).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const served = await fetch(`${b!.base}${url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

test("a save on one instance shows on the other's cached page on the next request", async () => {
  const page = () => fetch(`${b!.base}/politicas`);
  // A rendered page is kept once compressed, a moment after it is sent.
  await expect.poll(async () => (await page()).headers.get("x-page-cache")).toBe("hit");
  const cached = await page();
  expect(cached.headers.get("x-page-cache")).toBe("hit");
  expect(await cached.text()).not.toContain("Privacidade revisada");

  const { rows } = await withPostgresClient(
    (client) => client.query<{ id: string; content: string }>("select id, content from policies where section_key = 'privacy_policy'"),
    databaseUrl,
  );
  const saved = await fetch(`${a!.base}/admin/policies`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ id: rows[0]!.id, title: "Privacidade revisada", content: rows[0]!.content }),
  });
  expect(saved.status).toBe(200);

  const fresh = await page();
  expect(fresh.headers.get("x-page-cache")).toBe("miss");
  expect(await fresh.text()).toContain("Privacidade revisada");
});

test("a save on one instance asks the CDN to purge its tags once, not once per instance", async () => {
  const { rows } = await withPostgresClient(
    (client) => client.query<{ id: string; content: string }>("select id, content from policies where section_key = 'terms_of_use'"),
    databaseUrl,
  );
  // What starting and the tests before left queued has gone by now.
  await expect
    .poll(async () => (await withPostgresClient((client) => client.query("select 1 from cdn_purges"), databaseUrl)).rows)
    .toEqual([]);
  const before = purges.length;
  const saved = await fetch(`${b!.base}/admin/policies`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams({ id: rows[0]!.id, title: "Termos revisados", content: rows[0]!.content }),
  });
  expect(saved.status).toBe(200);
  await expect.poll(() => purges.length).toBe(before + 1);
  expect(purges.at(-1)).toEqual(["policies"]);
  // Both instances' workers look again every OUTBOX_CHECK_SECONDS (5): neither sends it a second time.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(purges.length).toBe(before + 1);
});
