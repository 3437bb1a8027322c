import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { browserAgent } from "./hostile-bodies";
import { freePort } from "../../scripts/bench/processes";
import { startServer, type ProductionServer } from "../../scripts/production-server";

// A production server of its own, logging at debug level: text a visitor sends through every
// public door (bodies, queries, addresses, headers, valid or not) must not appear in its output.
test.describe.configure({ timeout: 240_000 });

const marker = "marcavisitantexq";

let instance: ProductionServer | undefined;
let dataDir = "";
const output: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(200_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-logs-"));
  instance = startServer({
    port: await freePort(),
    dataDir,
    env: {
      LOG_LEVEL: "debug",
      // The test connects from the loopback, which is then no trusted proxy: its X-Request-Id is a visitor's.
      TRUST_PROXY: "10.0.0.0/8",
      BETTER_AUTH_SECRET: "logs-secret-that-is-long-enough-to-sign",
      CONTACT_MIN_FILL_SECONDS: "0",
    },
  });
  instance.child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  instance.child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  await instance.ready();
});

test.afterAll(async () => {
  await instance?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({ contentType: "application/json", body: JSON.stringify(body) });
const form = (fields: Record<string, string>) => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});

const startedAt = Date.now() - 60_000;
const posts: [string, { contentType: string; body: string }][] = [
  [
    "/api/contact-requests",
    json({
      name: `Ana ${marker}`,
      email: `${marker}@exemplo.com.br`,
      company: marker,
      phone: marker,
      message: marker,
      source_page: `/${marker}`,
      website: "",
      started_at: startedAt,
    }),
  ],
  ["/api/contact-requests", json({ name: marker, email: `nao-e-email-${marker}`, message: marker, started_at: startedAt })],
  [
    "/api/contact-requests",
    json({ name: `Ana ${marker}`, email: "ana@exemplo.com.br", message: `Nulo\u0000${marker}`, website: "", started_at: startedAt }),
  ],
  ["/api/contact-requests", { contentType: "application/json", body: `{"name":"${marker}` }],
  [
    "/contato",
    form({ name: `Ana ${marker}`, email: `${marker}@exemplo.com.br`, message: marker, website: "", started_at: String(startedAt) }),
  ],
  ["/api/chat", json({ message: `Quero um orçamento ${marker}`, session_id: "sessao-dos-logs-1", page_url: `/${marker}` })],
  ["/api/chat", json({ message: marker, session_id: `${marker}!` })],
  ["/api/visits", json({ session_id: "sessao-dos-logs-1", page_path: `/${marker}`, referrer: `https://${marker}.exemplo.com/` })],
  ["/api/visits", json({ session_id: marker, page_path: marker, referrer: marker.repeat(300) })],
  ["/api/visits/engagement", json({ session_id: "sessao-dos-logs-1", page_path: `/${marker}`, engaged_seconds: 5 })],
  ["/api/visits/engagement", json({ session_id: "sessao-dos-logs-1", page_path: `/${marker}`, engaged_seconds: marker })],
  ["/api/auth/sign-in/email", json({ email: `${marker}@exemplo.com.br`, password: marker })],
  ["/api/auth/sign-up/email", json({ email: `${marker}@exemplo.com.br`, password: marker, name: marker })],
  ["/api/auth/forget-password", json({ email: `${marker}@exemplo.com.br` })],
  [`/api/auth/${marker}`, json({ value: marker })],
  ["/admin/auth", form({ email: `${marker}@exemplo.com.br`, password: marker })],
  ["/admin/auth", form({ intent: "totp", code: marker })],
  [
    "/api/admin/uploads",
    {
      contentType: "multipart/form-data; boundary=x",
      body: `--x\r\nContent-Disposition: form-data; name="file"; filename="${marker}.png"\r\n\r\n${marker}\r\n--x--`,
    },
  ],
  ["/api/chat", { contentType: "application/json", body: `{"message":"${marker.repeat(5000)}"}` }],
];

const gets = [
  `/api/search?q=${marker}`,
  `/api/chat?session_id=${marker}`,
  `/produtos?search=${marker}`,
  `/contato?assunto=${marker}`,
  `/admin/auth?redirectTo=/admin/${marker}`,
  `/produtos/${marker}`,
  `/blog/${marker}`,
  `/imas/${marker}`,
  `/${marker}`,
  `/images/${marker}.png?w=640`,
  `/uploads/${marker}.png`,
  `/api/${marker}`,
  `/admin/${marker}`,
];

const headers = {
  "user-agent": `${browserAgent} ${marker}`,
  "x-request-id": marker,
  "x-forwarded-for": "203.0.113.9",
  cookie: `better-auth.session_token=${marker}; ${marker}=${marker}`,
};
// Only on reads: a foreign Referer on a post is refused as cross-site before any route sees it.
const foreignReferer = { referer: `https://${marker}.exemplo.com/` };

test("text a visitor sends through every public endpoint never reaches the log", async () => {
  const base = instance!.base;
  for (const [address, { contentType, body }] of posts) {
    const response = await fetch(`${base}${address}`, { method: "POST", headers: { ...headers, "content-type": contentType }, body });
    expect(response.status, address).toBeLessThan(500);
    expect(await response.text(), `${address} reached its route`).not.toContain("não partiu deste site");
  }
  for (const address of gets) {
    const response = await fetch(`${base}${address}`, { headers: { ...headers, ...foreignReferer }, redirect: "manual" });
    expect(response.status, address).toBeLessThan(500);
    await response.arrayBuffer();
  }
  await instance?.stop();
  const log = output.join("");
  expect(log, "the server logged its requests").toContain("request completed");
  const lines = log.split("\n").filter((line) => line.toLowerCase().includes(marker));
  expect(lines, "log lines carrying the visitor's text").toEqual([]);
});
