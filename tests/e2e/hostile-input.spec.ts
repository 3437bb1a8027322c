import http from "node:http";
import { and, countDistinct, eq, gte } from "drizzle-orm";
import fc from "fast-check";
import { db } from "~/db/client.server";
import { contactRequests, leads } from "~/db/schema";
import { browserAgent, hostileRequests, hostileString, sessionId, wellFormed, type HostileRequest } from "./hostile-bodies";
import { expect, inProcessContactLimit, test, type InProcessServer } from "./in-process-server";

// Every public endpoint gets 1,000 random and malformed requests: none may answer 5xx, the API
// always answers JSON, and a refused request stores nothing (rows are counted before and after:
// they must grow by exactly what the successes store). Each request comes from its own address
// (the app trusts X-Forwarded-For from the loopback proxy), so the per-address limits do not hide
// what lies behind them; the limits themselves are checked at the end.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const runs = 1000;
const concurrency = 4;

type Answer = { status: number; contentType: string; text: string };

/** One request on its own connection: a kept-alive socket the server has just closed would fail the next one. */
function send(server: InProcessServer, method: string, path: string, request?: HostileRequest): Promise<Answer> {
  const body = method === "GET" ? undefined : Buffer.from(request?.body ?? "");
  const headers: Record<string, string | number> = { "user-agent": browserAgent, "x-forwarded-for": request?.clientIp ?? "10.0.0.1" };
  if (request?.contentType) headers["content-type"] = request.contentType;
  if (request?.cookie) headers.cookie = request.cookie;
  if (body) headers["content-length"] = body.length;
  const url = new URL(server.base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path, method, headers, agent: false, timeout: 60_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"] ?? "",
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${path} did not answer in 60 s`)));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

type Case = { method: "GET" | "POST"; path: string; api: boolean; request?: HostileRequest };

const shown = (value: unknown) => (JSON.stringify(value) ?? "").slice(0, 400);

/**
 * Sends the sampled cases a few at a time and checks every answer; returns how many of each
 * status came back. The seed is printed with a failure so the run can be repeated.
 */
async function fuzz(server: InProcessServer, cases: fc.Arbitrary<Case>) {
  const seed = Date.now() ^ (Math.random() * 0x7fffffff);
  const samples = fc.sample(cases, { numRuns: runs, seed });
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < samples.length) {
      const sample = samples[next++]!;
      const answer = await send(server, sample.method, sample.path, sample.request);
      const context = `seed ${seed}: ${sample.method} ${sample.path} ${shown(sample.request)} answered ${answer.status} ${answer.text.slice(0, 200)}`;
      expect(answer.status, context).toBeLessThan(500);
      if (sample.api) {
        expect(answer.contentType, context).toContain("application/json");
        expect(() => JSON.parse(answer.text), context).not.toThrow();
      }
      expect(({} as Record<string, unknown>).polluted, `a request polluted Object.prototype (${context})`).toBeUndefined();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const successes = (statuses: Map<number, number>) =>
  [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);

/** Tables a background flush may write to (the visit buffer), checked apart. */
const buffered = ["visits", "visitor_analytics"];

/** The row counts after the run must be those before plus what the successes store. */
function expectStored(before: Record<string, number>, after: Record<string, number>, stored: Record<string, number>) {
  const expected = Object.fromEntries(
    Object.entries(before)
      .filter(([table]) => !buffered.includes(table))
      .map(([table, rows]) => [table, stored[table] === undefined ? rows : rows + stored[table]]),
  );
  const actual = Object.fromEntries(Object.entries(after).filter(([table]) => !buffered.includes(table)));
  expect(actual, "rows stored other than by the successes").toEqual(expected);
}

/**
 * The leads the run's stored requests made: each person once (a second request of the same e-mail
 * joins the first one's lead). A lead made by a refused request has no request, and is not counted.
 */
async function leadsMadeSince(start: Date) {
  const [row] = await db()
    .select({ total: countDistinct(contactRequests.leadId) })
    .from(contactRequests)
    .innerJoin(leads, eq(leads.id, contactRequests.leadId))
    .where(and(gte(contactRequests.createdAt, start), gte(leads.createdAt, start)));
  return row?.total ?? 0;
}

/** What an accepted contact request stores: itself, its person's lead when new, and sales' e-mail about it. */
async function storedByRequests(statuses: Map<number, number>, start: Date) {
  const accepted = successes(statuses);
  return { contact_requests: accepted, leads: await leadsMadeSince(start), outbox_mails: accepted };
}

const posts = (paths: fc.Arbitrary<string>, valid: fc.Arbitrary<Record<string, unknown>>, api: boolean) =>
  fc.tuple(paths, hostileRequests(valid)).map(([path, request]): Case => ({ method: "POST", path, api, request }));

const startedAt = Date.now() - 60_000;
const name = fc.string({ minLength: 1, maxLength: 30 });
// A person's name as the forms take it (docs/product/leads.md); the hostile variants come from hostileRequests.
const personName = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÇçÃãÕõ]{2,12}( [A-Za-zÁÉÍÓÚáéíóúÇçÃãÕõ]{2,12}){0,2}$/);
const sitePath = fc.webPath().map((value) => `/${value.replace(/^\/+/, "")}`);
const credentials = fc.record({ email: fc.emailAddress(), password: fc.string({ minLength: 8, maxLength: 30 }) });

const contactRequest = fc.record({
  name: personName,
  email: fc.emailAddress(),
  phone: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  company: fc.option(name, { nil: undefined }),
  message: fc.string({ minLength: 1, maxLength: 200 }),
  type: fc.constantFrom("contact", "quote_request"),
  source_page: fc.option(sitePath, { nil: undefined }),
  website: fc.constant(""),
  started_at: fc.constant(startedAt),
});

test("the contact and quote API answers JSON, never 5xx, and stores only what it accepts", async ({ inProcess }) => {
  const start = new Date();
  const before = await inProcess.counts();
  const statuses = await fuzz(inProcess, posts(fc.constant("/api/contact-requests"), contactRequest, true));
  expect(statuses.get(201), "no valid request was accepted").toBeGreaterThan(0);
  expectStored(before, await inProcess.counts(), await storedByRequests(statuses, start));
});

test("the contact page's form action never answers 5xx and stores only what it accepts", async ({ inProcess }) => {
  const start = new Date();
  const before = await inProcess.counts();
  const statuses = await fuzz(inProcess, posts(fc.constantFrom("/contato", "/contato.data", "/contato?index"), contactRequest, false));
  expectStored(before, await inProcess.counts(), await storedByRequests(statuses, start));
});

test("the chat answers JSON, never 5xx, and stores only the conversations it accepts", async ({ inProcess }) => {
  const before = await inProcess.counts();
  const message = fc.record({
    message: fc.string({ minLength: 1, maxLength: 100 }),
    session_id: sessionId,
    page_url: fc.option(sitePath, { nil: undefined }),
    timestamp: fc.option(
      fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.integer(),
      ),
      { nil: undefined },
    ),
  });
  const statuses = await fuzz(inProcess, posts(fc.constant("/api/chat"), message, true));
  expect(statuses.get(200), "no valid message was answered").toBeGreaterThan(0);
  const after = await inProcess.counts();
  // An answered message stores the visitor's message and the reply; the assistant may also note
  // where the conversation stands and register a lead (with sales' e-mail about it), so those
  // tables are left out here.
  expectStored({ ...before, chat_sessions: after.chat_sessions!, leads: after.leads!, outbox_mails: after.outbox_mails! }, after, {
    agent_messages: 2 * successes(statuses),
  });
});

test("page views and heartbeats answer JSON, never 5xx, and every recorded view is stored", async ({ inProcess }) => {
  const before = await inProcess.counts();
  const visit = fc.record({ session_id: sessionId, page_path: sitePath, referrer: fc.option(fc.webUrl(), { nil: null }) });
  const visits = await fuzz(inProcess, posts(fc.constant("/api/visits"), visit, true));
  const beat = fc.record({ session_id: sessionId, page_path: sitePath, engaged_seconds: fc.double({ min: 0.1, max: 60, noNaN: true }) });
  await fuzz(inProcess, posts(fc.constant("/api/visits/engagement"), beat, true));
  const recorded = successes(visits);
  expect(recorded, "no valid page view was recorded").toBeGreaterThan(0);
  await expect
    .poll(async () => (await inProcess.counts()).visitor_analytics! - before.visitor_analytics!, { timeout: 15_000 })
    .toBe(recorded);
  expectStored(before, await inProcess.counts(), {});
});

test("sign-in answers JSON, never 5xx, and opens no session for strangers", async ({ inProcess }) => {
  const before = await inProcess.counts();
  const authPaths = fc.constantFrom(
    "/api/auth/sign-in/email",
    "/api/auth/sign-up/email",
    "/api/auth/sign-out",
    "/api/auth/forget-password",
    "/api/auth/request-password-reset",
    "/api/auth/reset-password",
    "/api/auth/get-session",
  );
  const formPaths = fc.constantFrom(
    "/admin/auth",
    "/admin/auth.data",
    "/admin/auth/forgot-password",
    "/admin/auth/reset-password?token=qualquer",
  );
  await fuzz(inProcess, fc.oneof(posts(authPaths, credentials, true), posts(formPaths, credentials, false)));
  expectStored(before, await inProcess.counts(), {});
});

test("uploads and other staff endpoints refuse strangers with JSON", async ({ inProcess }) => {
  const before = await inProcess.counts();
  const paths = fc.constantFrom("/api/admin/uploads", "/api/admin/uploads/amostra.png", "/api/admin/qualquer", "/api/nao-existe");
  const statuses = await fuzz(inProcess, posts(paths, fc.record({ file: fc.string() }), true));
  expect(successes(statuses)).toBe(0);
  expectStored(before, await inProcess.counts(), {});
});

// Addresses stay under 8 KB, the usual limit of proxies (Node itself refuses 16 KB with 431).
const rawQuery = fc.oneof(
  hostileString.map((text) => encodeURIComponent(wellFormed(text)).slice(0, 6000)),
  fc.constantFrom("%", "%E0%A4%A", "%00", "a&q=b&q=c", "%uD800", "+".repeat(500), "%ZZ"),
);
const get = (api: boolean, address: (value: string) => string) =>
  rawQuery.map((value): Case => ({ method: "GET", path: address(value), api }));

test("searches and query strings never answer 5xx and store nothing", async ({ inProcess }) => {
  const before = await inProcess.counts();
  await fuzz(
    inProcess,
    fc.oneof(
      get(true, (query) => `/api/search?q=${query}`),
      get(true, (query) => `/api/chat?session_id=${query}`),
      get(false, (query) => `/produtos?search=${query}`),
      get(false, (query) => `/contato?assunto=${query}`),
      get(false, (query) => `/admin/auth?redirectTo=${query}`),
    ),
  );
  expectStored(before, await inProcess.counts(), {});
});

test("addresses with hostile segments never answer 5xx", async ({ inProcess }) => {
  await fuzz(
    inProcess,
    fc.oneof(
      get(false, (segment) => `/produtos/${segment}`),
      get(false, (segment) => `/servicos/${segment}`),
      get(false, (segment) => `/imas/${segment}`),
      get(false, (segment) => `/blog/${segment}`),
      get(false, (segment) => `/images/${segment}?w=${segment.slice(0, 20)}`),
      get(false, (segment) => `/uploads/${segment}`),
      get(true, (segment) => `/api/${segment}`),
    ),
  );
});

test("the limits answer 429 with JSON and store nothing", async ({ inProcess }) => {
  const visitor = "10.255.255.254";
  const contact = (index: number): HostileRequest => ({
    clientIp: visitor,
    contentType: "application/json",
    body: JSON.stringify({ name: "Ana", email: `ana${index}@exemplo.com.br`, message: "Orçamento", website: "", started_at: startedAt }),
  });
  for (let index = 0; index < inProcessContactLimit; index++) {
    expect((await send(inProcess, "POST", "/api/contact-requests", contact(index))).status).toBe(201);
  }
  const before = await inProcess.counts();
  const limited = await send(inProcess, "POST", "/api/contact-requests", contact(inProcessContactLimit));
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.text)).toMatchObject({ ok: false, message: expect.stringContaining("muitas solicitações") });

  const chat: HostileRequest = {
    clientIp: visitor,
    contentType: "application/json",
    body: JSON.stringify({ message: "oi", session_id: "sessao-limite-429" }),
  };
  const answers: Answer[] = [];
  for (let index = 0; index < 21; index++) answers.push(await send(inProcess, "POST", "/api/chat", chat));
  expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(20).fill(200), 429]);
  expect(JSON.parse(answers[20]!.text)).toEqual({ error: { message: expect.stringContaining("muitas mensagens"), code: "chat_refused" } });
  const after = await inProcess.counts();
  expect(after.contact_requests).toBe(before.contact_requests);
  expect(after.agent_messages).toBe(before.agent_messages! + 40);
});
