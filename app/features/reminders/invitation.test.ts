import { describe, expect, it } from "vitest";
import { meetingInvitation } from "./invitation";

/** The content lines of an iCalendar text, unfolded (RFC 5545, 3.1). */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);

const invitation = {
  uid: "reuniao-1b2c-1795438800000@www.exemplo.com.br",
  start: new Date("2026-11-23T13:00:00Z"),
  end: new Date("2026-11-23T13:30:00Z"),
  stamp: new Date("2026-11-20T18:04:05Z"),
  summary: "Reunião: João Conceição; Magnasul, Separação Magnética",
  description: "Agendada pelo site.\nTelefone: (19) 3456-7890",
  location: "Rua das Indústrias, 1200, Campinas, SP",
  organizer: { name: "Magnasul, Ind. e Com.", email: "contato@exemplo.com.br" },
  attendee: { name: "João Conceição", email: "joao@exemplo.com.br" },
};

describe("the meeting invitation", () => {
  const text = meetingInvitation(invitation);
  const lines = unfold(text);
  const line = (name: string) => lines.find((item) => item.startsWith(`${name}:`) || item.startsWith(`${name};`));

  it("is a REQUEST with one event, in UTC, with the stable UID", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(line("VERSION")).toBe("VERSION:2.0");
    expect(line("METHOD")).toBe("METHOD:REQUEST");
    expect(lines.filter((item) => item === "BEGIN:VEVENT")).toHaveLength(1);
    expect(line("UID")).toBe(`UID:${invitation.uid}`);
    expect(line("DTSTART")).toBe("DTSTART:20261123T130000Z");
    expect(line("DTEND")).toBe("DTEND:20261123T133000Z");
    expect(line("DTSTAMP")).toBe("DTSTAMP:20261120T180405Z");
    expect(line("SEQUENCE")).toBe("SEQUENCE:0");
    expect(line("STATUS")).toBe("STATUS:CONFIRMED");
  });

  it("names the company as organizer and the visitor as attendee", () => {
    expect(line("ORGANIZER")).toBe('ORGANIZER;CN="Magnasul, Ind. e Com.":mailto:contato@exemplo.com.br');
    const attendee = line("ATTENDEE")!;
    expect(attendee).toMatch(/;CN="João Conceição"/);
    expect(attendee).toMatch(/;RSVP=TRUE/);
    expect(attendee).toMatch(/;PARTSTAT=NEEDS-ACTION/);
    expect(attendee).toMatch(/:MAILTO:joao@exemplo\.com\.br$/i);
  });

  it("escapes commas, semicolons and line breaks in the text", () => {
    expect(line("SUMMARY")).toBe("SUMMARY:Reunião: João Conceição\\; Magnasul\\, Separação Magnética");
    expect(line("DESCRIPTION")).toBe("DESCRIPTION:Agendada pelo site.\\nTelefone: (19) 3456-7890");
  });

  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    const long = meetingInvitation({ ...invitation, description: "Separação magnética e ímãs permanentes. ".repeat(10) });
    expect(long.endsWith("\r\n")).toBe(true);
    expect(long.split("\r\n").every((physical) => Buffer.byteLength(physical) <= 75)).toBe(true);
    expect(unfold(long).find((item) => item.startsWith("DESCRIPTION:"))).toBe(
      `DESCRIPTION:${"Separação magnética e ímãs permanentes. ".repeat(10)}`,
    );
    expect(long.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("says where the meeting is, and leaves the place out when the settings have no address", () => {
    expect(line("LOCATION")).toBe("LOCATION:Rua das Indústrias\\, 1200\\, Campinas\\, SP");
    expect(unfold(meetingInvitation({ ...invitation, location: "" })).some((item) => item.startsWith("LOCATION"))).toBe(false);
  });

  it("reminds the attendee 30 minutes before the start", () => {
    const alarm = lines.slice(lines.indexOf("BEGIN:VALARM"), lines.indexOf("END:VALARM") + 1);
    expect(alarm).toContain("ACTION:DISPLAY");
    expect(alarm).toContain("TRIGGER:-PT30M");
    expect(alarm.find((item) => item.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:Reunião: João Conceição\\; Magnasul\\, Separação Magnética",
    );
  });
});
