import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, outboxMails, siteSettings } from "~/db/schema";
import { sampleCompany } from "~/features/seed";

/** No leads, no e-mails, and the sample company's contacts as the only setting: where each meeting test starts. */
export async function startWithTheSampleCompany() {
  await db().delete(outboxMails);
  await db().delete(leads);
  await db().delete(siteSettings);
  await db().insert(siteSettings).values({ settingKey: "company", settingValue: sampleCompany });
}

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
