import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./test";
import { inArray } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";
import { contactRequests, outboxMails } from "~/db/schema";
import { testSmtpServer } from "~/lib/test-smtp.server";
import { freePort } from "../../scripts/bench/processes";
import { startServer, type ProductionServer } from "../../scripts/production-server";
import { newPostgresDatabase } from "~/db/testing.server";

// The production server is killed (SIGKILL) in the middle of a burst of contact requests, with
// its e-mail going to the test's SMTP server, and started again on the same data: every request
// it had answered 201 must be there, and sales must have had exactly one e-mail about each (one,
// caught by the kill in its SMTP exchange, may come twice with one Message-ID). Runs on the
// embedded database, and on a fresh database of the PostgreSQL server named by TEST_DATABASE_URL.
test.describe.configure({ timeout: 300_000 });

const concurrency = 6;
const killAfter = 60;

type Target = { name: string; database: () => Promise<{ url: string; drop: () => Promise<unknown> }> };

const targets: Target[] = [
  { name: "embedded database", database: async () => ({ url: "", drop: async () => {} }) },
  { name: "PostgreSQL server", database: () => newPostgresDatabase("durability") },
];

for (const target of targets) {
  test(`every acknowledged request survives a SIGKILL (${target.name})`, async () => {
    test.skip(target.name.startsWith("PostgreSQL") && !process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");
    expect(fs.existsSync("build/server/index.js"), "build the app first: npm run build").toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-durability-"));
    const database = await target.database();
    const smtp = testSmtpServer(0);
    const smtpPort = await smtp.start();
    const settings = {
      port: await freePort(),
      dataDir,
      databaseUrl: database.url,
      env: {
        BETTER_AUTH_SECRET: "durability-secret-that-is-long-enough",
        CONTACT_RATE_LIMIT: "100000",
        CONTACT_MIN_FILL_SECONDS: "0",
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtpPort),
        SMTP_FROM: "Site <site@magnasul.exemplo.com.br>",
        OUTBOX_CHECK_SECONDS: "1",
        // An e-mail the killed worker had taken is leased for this and 15 s more: 30 s, not a minute.
        // At 5 s, an exchange slowed by the burst on a slow machine timed out after the SMTP server
        // had taken the e-mail, and the retry delivered it twice.
        SMTP_TIMEOUT_MS: "15000",
      },
    };
    const servers: ProductionServer[] = [];
    const serve = () => {
      const server = startServer(settings);
      servers.push(server);
      return server.ready();
    };
    try {
      const server = await serve();
      const acknowledged: string[] = [];
      let sent = 0;
      let killed = false;
      const visitor = async () => {
        // Visitors keep sending until the process is gone, so some requests meet the kill.
        while (!server.exited()) {
          const email = `duravel-${sent++}@exemplo.com.br`;
          const answer = await fetch(`${server.base}/api/contact-requests`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              name: "Visitante",
              email,
              message: "Pedido enviado antes da queda.",
              type: "quote_request",
              website: "",
              started_at: Date.now() - 60_000,
            }),
            signal: AbortSignal.timeout(30_000),
          }).catch(() => undefined);
          if (answer?.status === 201) acknowledged.push(email);
          if (!killed && acknowledged.length >= killAfter) {
            killed = true;
            server.child.kill("SIGKILL");
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, visitor));
      await new Promise<void>((resolve) => (server.exited() ? resolve() : server.child.once("exit", () => resolve())));
      // Requests were still coming when it died: the kill came in the middle of the burst.
      expect(sent).toBeGreaterThan(acknowledged.length);

      const restarted = await serve();
      // The restarted worker sends what was left; an e-mail the killed one had taken waits out its lease.
      const notified = () => new Set(smtp.received.map((mail) => mail.replyTo));
      await expect.poll(() => acknowledged.filter((email) => !notified().has(email)), { timeout: 150_000, intervals: [1000] }).toEqual([]);
      await restarted.stop();
      const handle = await openDatabase({ dataDir, databaseUrl: database.url || undefined, holder: "teste de durabilidade" });
      try {
        const stored = await handle.db
          .select({ email: contactRequests.email })
          .from(contactRequests)
          .where(inArray(contactRequests.email, acknowledged));
        expect(new Set(stored.map((row) => row.email)).size, "requests answered 201 but lost").toBe(acknowledged.length);
        const written = await handle.db.$count(outboxMails, inArray(outboxMails.replyTo, acknowledged));
        expect(written, "every acknowledged request's e-mail is in the outbox").toBe(acknowledged.length);
      } finally {
        await handle.close();
      }
      // A SIGKILL interrupts one SMTP exchange at most: if the server had taken that e-mail and the
      // process died before hearing so, it goes again after the restart, with the Message-ID it
      // had, which mail clients drop (decisions 157 and 200). Every other e-mail arrives exactly once.
      const copiesOf = (email: string) => smtp.received.filter((mail) => mail.replyTo === email);
      const sentAgain = acknowledged.filter((email) => copiesOf(email).length > 1);
      expect(sentAgain.length, `e-mails sent again: ${sentAgain.join(", ")}`).toBeLessThanOrEqual(1);
      const twice = sentAgain.filter((email) => {
        const copies = copiesOf(email);
        return copies.length !== 2 || copies[0]!.messageId !== copies[1]!.messageId;
      });
      expect(twice, "an e-mail sent again arrived more than twice, or under another Message-ID").toEqual([]);
      for (const mail of smtp.received) expect(mail.to).toBe("vendas@magnasul.exemplo.com.br");
    } finally {
      for (const server of servers) await server.stop();
      await smtp.stop();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
