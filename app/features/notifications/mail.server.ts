import nodemailer from "nodemailer";
import { config } from "~/config/env.server";

export type Mail = { to: string; subject: string; text: string; replyTo?: string };

/** Whether the server has SMTP settings, so a screen can offer e-mail or say it can't. */
export const mailConfigured = () => config().smtp !== undefined;

/** One delivery attempt through the configured SMTP server; throws when there is none or it refuses. */
export async function deliverMail({ to, subject, text, replyTo }: Mail) {
  const { smtp } = config();
  if (!smtp) throw new Error("SMTP is not configured");
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  await transport.sendMail({ from: smtp.from, to, replyTo, subject, text });
}
