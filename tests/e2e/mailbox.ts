import fs from "node:fs";
import path from "node:path";
import type { ReceivedMail } from "~/lib/test-smtp.server";

/**
 * The journeys' mailbox: the e2e server sends its e-mail to a real SMTP server on 127.0.0.1
 * (global-setup.ts), which writes each mail here as a file, so a journey in any worker reads it.
 */
export const mailboxDir = (port: number) => `.e2e-data/mailbox-${port}`;
export const smtpPortFor = (port: number) => port + 1000;

/** Addresses whose first mail the journeys' SMTP server refuses, with this answer. */
export const refusedOnce = /^recusa-uma-vez\./;
export const refusedOnceAnswer = { code: 452, message: "4.2.2 Caixa postal cheia" };

let sequence = 0;

export function keepMail(dir: string, mail: ReceivedMail) {
  const file = path.join(dir, `${Date.now()}-${process.pid}-${sequence++}.json`);
  fs.writeFileSync(`${file}.partial`, JSON.stringify(mail));
  fs.renameSync(`${file}.partial`, file);
}

function mailsIn(dir: string): ReceivedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
}

/** How many mails have arrived so far whose subject matches. */
export const mailsMatching = (dir: string, subject: RegExp) => mailsIn(dir).filter((item) => subject.test(item.subject)).length;

/** How many mails have arrived so far to this address. */
export const mailCountTo = (dir: string, address: string) => mailsIn(dir).filter((item) => item.to.includes(address)).length;

/** The newest mail to this address whose subject matches, waiting for it to arrive. */
export async function mailTo(dir: string, address: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsIn(dir)
      .filter((item) => item.to.includes(address) && subject.test(item.subject))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} matching ${subject} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
