import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { outboxMails } from "~/db/schema";

/** The outbox as written, oldest first. */
export const outbox = () => db().select().from(outboxMails).orderBy(asc(outboxMails.createdAt), asc(outboxMails.to));

/** An attachment's text, decoded from the outbox's base64. */
export const decoded = (content: string) => Buffer.from(content, "base64").toString("utf8");

/** The content lines of an iCalendar text, unfolded (RFC 5545, 3.1). */
export const unfoldCalendar = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
