import fs from "node:fs";
import path from "node:path";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outboxMails } from "~/db/schema";
import { logger } from "~/lib/logger.server";

/**
 * The id of the e-mail the SMTP server just accepted, written to a file in the data folder the
 * moment it answers and removed once the outbox says 'sent'. A process killed between the two
 * (the database write may wait behind other queries) leaves the id behind, and the next start
 * marks that e-mail sent instead of sending it again. The write is synchronous: it reaches the
 * operating system before anything else runs, which a killed process cannot undo.
 */
export function sentJournal(dataDir: string) {
  const file = path.join(dataDir, "outbox-sent.txt");
  return {
    note(id: string) {
      // Without the note the e-mail is still recorded sent below; only a crash right then would repeat it.
      try {
        fs.writeFileSync(file, id);
      } catch (error) {
        logger.error({ err: error, mailId: id }, "could not note the e-mail's delivery in the journal");
      }
    },
    clear() {
      fs.rmSync(file, { force: true });
    },
    /** Marks sent the e-mail a killed process had delivered but not yet recorded. */
    async recover(database: Database) {
      const id = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : "";
      if (/^[0-9a-f-]{36}$/.test(id)) {
        const marked = await database
          .update(outboxMails)
          .set({
            status: "sent",
            sentAt: sql`coalesce(${outboxMails.sentAt}, now())`,
            nextAttemptAt: null,
            lastError: null,
            secretLink: null,
          })
          .where(and(eq(outboxMails.id, id), ne(outboxMails.status, "sent")))
          .returning({ id: outboxMails.id });
        if (marked.length) logger.warn({ mailId: id }, "e-mail delivered before the last stop recorded as sent");
      }
      fs.rmSync(file, { force: true });
    },
  };
}

export type SentJournal = ReturnType<typeof sentJournal>;
