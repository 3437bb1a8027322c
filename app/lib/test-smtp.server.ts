import { simpleParser, type AddressObject } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  messageId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Each attachment's name, type and content read as UTF-8 text. */
  /** Each attachment as text, and as its bytes in base64 for a binary one (a PDF). */
  attachments: { filename: string; contentType: string; text: string; base64: string }[];
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  Array.isArray(value) ? value.map((item) => item.text).join(",") : (value?.text ?? "");

/** What the server answers instead of accepting a mail: an SMTP reply code (4xx, 5xx) and its text. */
export type Refusal = { code: number; message: string };

const refusalError = ({ code, message }: Refusal) => Object.assign(new Error(message), { responseCode: code });

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps every mail it receives, and hands each to
 * `onReceived` when given; it can be stopped and started again, and told to refuse every mail
 * (`refuse`) until told otherwise, or the recipients `refuseRecipient` answers a refusal for.
 * Port 0 lets the system choose a free one, which `start` resolves with; a start after a stop
 * listens on that same port, where the app under test was told to send, and a start while it
 * listens changes nothing.
 */
export function testSmtpServer(
  port: number,
  onReceived?: (mail: ReceivedMail) => void,
  refuseRecipient: (address: string) => Refusal | null = () => null,
) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let refusal: Refusal | null = null;
  let listenPort = port;
  return {
    received,
    refuse(answer: Refusal | null) {
      refusal = answer;
    },
    start() {
      if (server?.server.listening) return Promise.resolve(listenPort);
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onRcptTo(address, _session, callback) {
          const refused = refuseRecipient(address.address);
          callback(refused ? refusalError(refused) : undefined);
        },
        onData(stream, _session, callback) {
          if (refusal) {
            const answer = refusal;
            stream.on("end", () => callback(refusalError(answer)));
            stream.resume();
            return;
          }
          simpleParser(stream)
            .then((mail) => {
              const parsed = {
                messageId: mail.messageId ?? "",
                from: mail.from?.text ?? "",
                to: addresses(mail.to),
                replyTo: addresses(mail.replyTo),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  text: file.content.toString("utf8"),
                  base64: file.content.toString("base64"),
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
      return new Promise<number>((resolve, reject) => {
        let started = false;
        // Once listening, an error is a client's (one killed in the middle of a session resets
        // its connection), not this server's; before, it is why the server could not start.
        listening.on("error", (error) => started || reject(error));
        listening.listen(listenPort, "127.0.0.1", () => {
          started = true;
          listenPort = (listening.server.address() as AddressInfo).port;
          resolve(listenPort);
        });
      });
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
