import fs from "node:fs";
import type { FullConfig } from "@playwright/test";
import { testSmtpServer } from "~/lib/test-smtp.server";
import { keepMail, mailboxDir, refusedOnce, refusedOnceAnswer, smtpPortFor } from "./mailbox";

/**
 * The SMTP server the e2e server sends through, for the whole run; its mail lands in the mailbox
 * folder. The first mail to an address of `refusedOnce` is refused, as a full mailbox would be.
 */
export default async function globalSetup(config: FullConfig) {
  const port = Number(new URL(String(config.projects[0]!.use.baseURL)).port);
  const dir = mailboxDir(port);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const refused = new Set<string>();
  const smtp = testSmtpServer(
    smtpPortFor(port),
    (mail) => keepMail(dir, mail),
    (address) => {
      if (!refusedOnce.test(address) || refused.has(address)) return null;
      refused.add(address);
      return refusedOnceAnswer;
    },
  );
  await smtp.start();
  return () => smtp.stop();
}
