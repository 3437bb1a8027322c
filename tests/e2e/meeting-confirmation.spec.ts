import { mailbox } from "../../playwright.config";
import { confirmMeetingByMail, leadThroughChat, uniqueName } from "./chat-lead";
import { mailTo } from "./mailbox";
import { expect, test } from "./test";

const sales = "vendas@magnasul.exemplo.com.br";

/** The content lines of an iCalendar text, unfolded (RFC 5545, 3.1). */
const calendarLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);

test("a visitor who books a meeting through the assistant and confirms it from the e-mail receives its .ics invitation, and sales a copy", async ({
  page,
}) => {
  test.slow();
  const name = uniqueName("Marta");
  // Two pages of other times: the slots the other journeys book come before this one.
  const { email } = await leadThroughChat(page.request, name, { book: true, otherTimes: 2 });
  await confirmMeetingByMail(page.request, mailbox, email);

  const confirmation = await mailTo(mailbox, email, /^Reunião confirmada: /, 30_000);
  expect(confirmation.subject).toMatch(/^Reunião confirmada: [a-zç-]+, \d{1,2} de [a-zç]+ de \d{4}, às \d{2}:\d{2}$/);
  // The address was typed by whoever booked: the mail carries only fixed text, never the name.
  expect(confirmation.text).toMatch(/^Olá!\n/);
  expect(confirmation.text).not.toContain(name);
  expect(confirmation.replyTo).toContain(sales);
  const invitation = confirmation.attachments.find((file) => file.filename === "reuniao.ics");
  expect(invitation?.contentType).toMatch(/^text\/calendar/);
  const lines = calendarLines(invitation!.text);
  expect(lines).toContain("METHOD:REQUEST");
  expect(lines.find((line) => line.startsWith("DTSTART"))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
  expect(lines.find((line) => line.startsWith("UID:"))).toMatch(/^UID:reuniao-[0-9a-f-]{36}-\d+@localhost$/);
  expect(lines.find((line) => line.startsWith("ATTENDEE"))?.toLowerCase()).toContain(`:mailto:${email}`);
  expect(lines.find((line) => line.startsWith("ORGANIZER"))).toContain("mailto:contato@magnasul.exemplo.com.br");
  // Where, from the company's address in the settings, and a reminder 30 minutes before.
  expect(lines).toContain("LOCATION:Rua das Indústrias\\, 100 — Distrito Industrial\\, Pedreira\\, SP");
  expect(lines.slice(lines.indexOf("BEGIN:VALARM"), lines.indexOf("END:VALARM"))).toEqual(
    expect.arrayContaining(["ACTION:DISPLAY", "TRIGGER:-PT30M"]),
  );

  const copy = await mailTo(mailbox, sales, new RegExp(`^Reunião agendada: ${name} — `), 30_000);
  expect(copy.attachments.map((file) => file.filename)).toEqual(["reuniao.ics"]);
  expect(lines.join("\n")).not.toContain(name);
  const staffLines = calendarLines(copy.attachments[0]!.text);
  expect(staffLines.find((line) => line.startsWith("UID:"))).toBe(lines.find((line) => line.startsWith("UID:")));
  expect(staffLines).toContain(`SUMMARY:Reunião: ${name} e Magnasul Separação Magnética`);
});
