import { simpleParser, type AddressObject } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** An attached file as received; its content as text (the tests attach calendars and CSV). */
type ReceivedAttachment = { filename: string; contentType: string; content: string };

export type ReceivedMail = { from: string; to: string; replyTo: string; subject: string; text: string; attachments: ReceivedAttachment[] };

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  Array.isArray(value) ? value.map((item) => item.text).join(",") : (value?.text ?? "");

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps every mail it receives, and hands each to
 * `onReceived` when given; it can be stopped and started again. Port 0 lets the system choose a
 * free one, which `start` resolves with.
 */
export function testSmtpServer(port: number, onReceived?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              const parsed = {
                from: mail.from?.text ?? "",
                to: addresses(mail.to),
                replyTo: addresses(mail.replyTo),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  content: file.content.toString("utf8"),
                })),
              };
              received.push(parsed);
              onReceived?.(parsed);
              callback();
            })
            .catch(callback);
        },
      });
      const listening = server;
      return new Promise<number>((resolve) =>
        listening.listen(port, "127.0.0.1", () => resolve((listening.server.address() as AddressInfo).port)),
      );
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
