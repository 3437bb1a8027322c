import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { expect, test } from "./test";
import { freePort } from "../../scripts/bench/processes";
import { startServer, type ProductionServer } from "../../scripts/production-server";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const sessions = ["desligamento-1", "desligamento-2", "desligamento-3"];

let dataDir: string;
let instance: ProductionServer | undefined;
let webhook: http.Server;
/** Chat messages the webhook holds, answered when the test says so. */
const held: Array<() => void> = [];

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
  // An outside assistant that takes its time: the chat requests stay under way until released.
  webhook = http.createServer((req, res) => {
    req.resume();
    held.push(() =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ response: "Resposta depois do aviso" })),
    );
  });
  return new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await instance?.stop();
  webhook.closeAllConnections();
  webhook.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function storedRows(query: string) {
  const database = await PGlite.create(path.join(dataDir, "db"), { extensions: { pg_trgm, unaccent } });
  try {
    return (await database.query<Record<string, unknown>>(query)).rows;
  } finally {
    await database.close();
  }
}

test("on SIGTERM the server finishes the requests under way, stores them and the buffered visits, and exits 0", async () => {
  test.setTimeout(240_000);
  instance = startServer({
    port: await freePort(),
    dataDir,
    env: {
      CHAT_PROVIDER: "webhook",
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/`,
      CHAT_TIMEOUT_MS: "60000",
    },
  });
  await instance.ready();
  const { base } = instance;

  const chats = sessions.map((session) =>
    fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Vocês fazem grades magnéticas?", session_id: session }),
    }),
  );
  await expect.poll(() => held.length, { timeout: 30_000 }).toBe(sessions.length);
  // A page view waits in the buffer, written every second or on the way out.
  const visit = await fetch(`${base}/api/visits`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": browser },
    body: JSON.stringify({ session_id: "desligamento-visita", page_path: "/produtos", referrer: "" }),
  });
  expect(visit.status).toBe(202);

  instance.child.kill("SIGTERM");
  const exited = instance.exitCode();
  // While it drains, no new connection is taken.
  await expect
    .poll(() =>
      fetch(`${base}/api/health`).then(
        () => "answered",
        () => "refused",
      ),
    )
    .toBe("refused");
  held.splice(0).forEach((answer) => answer());

  for (const answer of await Promise.all(chats)) {
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ response: "Resposta depois do aviso" });
  }
  expect(await exited).toBe(0);

  const messages = await storedRows(
    `select session_id, message_type from agent_messages where session_id like 'desligamento-%' order by session_id, message_type desc`,
  );
  expect(messages).toEqual(
    sessions.flatMap((session) => [
      { session_id: session, message_type: "user" },
      { session_id: session, message_type: "assistant" },
    ]),
  );
  const views = await storedRows(`select page_path from visitor_analytics where session_id = 'desligamento-visita'`);
  expect(views).toEqual([{ page_path: "/produtos" }]);
});
