// npm run bench:leads — 200 concurrent valid contact requests against the production
// build, then checks that every request answered with success has its row.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { closeDatabase, db, openDatabase, setProcessDatabase } from "~/db/client.server";
import { contactRequests, outboxMails } from "~/db/schema";
import { loadContactRequest } from "./bench/contact-request";
import { freePort } from "./bench/processes";
import { startServer } from "./production-server";

const total = 200;

if (!fs.existsSync("build/server/index.js")) {
  console.error("Build the app first: npm run build");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
const port = await freePort();
const server = startServer({
  port,
  dataDir,
  // The run comes from one address and fills forms instantly: the spam limits are raised for it.
  env: { CONTACT_RATE_LIMIT: String(total * 10), CONTACT_MIN_FILL_SECONDS: "0" },
});
const { base } = server;

try {
  await server.ready(120_000);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: total }, async (_, index) => {
      const email = `carga-${index}@bench.exemplo.com.br`;
      try {
        const response = await fetch(`${base}/api/contact-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(loadContactRequest(email, "teste de carga")),
          signal: AbortSignal.timeout(60_000),
        });
        return { email, status: response.status };
      } catch {
        return { email, status: 0 };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await server.stop();

  const handle = await openDatabase({ dataDir, holder: "npm run bench:leads" });
  setProcessDatabase(handle);
  const accepted = answers.filter((answer) => answer.status >= 200 && answer.status < 300).map((answer) => answer.email);
  const stored = await db()
    .select({ email: contactRequests.email, leadId: contactRequests.leadId })
    .from(contactRequests)
    .where(inArray(contactRequests.email, accepted));
  // Sales' e-mail about each request, written with it (Reply-To is the visitor).
  const mailed = await db().select({ replyTo: outboxMails.replyTo }).from(outboxMails).where(inArray(outboxMails.replyTo, accepted));
  await closeDatabase();

  const serverErrors = answers.filter((answer) => answer.status >= 500 || answer.status === 0).length;
  const missing = accepted.length - new Set(stored.map((row) => row.email)).size;
  const withoutLead = stored.filter((row) => row.leadId === null).length;
  const withoutMail = accepted.length - new Set(mailed.map((row) => row.replyTo)).size;
  console.log(`requests:        ${total} concurrent`);
  console.log(`answered 2xx:    ${accepted.length}`);
  console.log(`5xx or no reply: ${serverErrors}`);
  console.log(`2xx without row: ${missing}`);
  console.log(`row without lead: ${withoutLead}`);
  console.log(`2xx without e-mail in the outbox: ${withoutMail}`);
  console.log(`throughput:      ${(total / seconds).toFixed(0)} requests/s (${seconds.toFixed(2)} s in all)`);
  if (serverErrors > 0 || missing > 0 || withoutLead > 0 || withoutMail > 0 || accepted.length !== total) process.exitCode = 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
