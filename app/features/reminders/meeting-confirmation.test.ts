import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { leads, outboxMails, siteSettings, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { bookMeeting, confirmMeetingHold } from "~/features/leads/index.server";
import { secretLinkPlaceholder } from "~/features/notifications";
import { sampleCompany } from "~/features/seed/sample-content";
import { decoded, outbox, startWithTheSampleCompany, unfoldCalendar } from "./test-support.server";

const confirmations = async () => (await outbox()).filter((mail) => mail.kind === "meeting-confirmation");

/** Books the slot from the site and confirms it with the link of the e-mail it wrote, as the visitor does. */
async function bookAndConfirm(leadId: string) {
  expect(await bookMeeting(leadId, slot, now)).toMatchObject({ ok: true, at: slot });
  const [hold] = (await outbox()).filter((mail) => mail.kind === "meeting-hold" && mail.leadId === leadId);
  const token = hold!.secretLink!.split("/reuniao/")[1]!;
  expect(await confirmMeetingHold(token, now)).toMatchObject({ ok: true, at: slot });
}

// Monday 23/11/2026, 06:00 in São Paulo; the slot is Tuesday 24/11 at 10:00 there.
const now = new Date("2026-11-23T09:00:00Z");
const slot = new Date("2026-11-24T13:00:00Z");
const owner = { id: "owner-rita", name: "Rita Vendas", email: "rita@magnasul.exemplo.com.br" };

const newLead = async (name: string, extra: Partial<typeof leads.$inferInsert> = {}) =>
  (
    await db()
      .insert(leads)
      .values({ name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@exemplo.com.br`, phone: "(19) 99876-5432", ...extra })
      .returning()
  )[0]!;

describe.each(testDrivers)("the meeting confirmation on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values(owner);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await startWithTheSampleCompany();
  });

  it("asks the typed e-mail to confirm the held slot, with fixed text, the slot, the hold's end and a link kept apart", async () => {
    const lead = await newLead("João Conceição", { email: "joao@exemplo.com.br", ownerId: owner.id });
    expect(await bookMeeting(lead.id, slot, now)).toEqual({ ok: true, at: slot, heldUntil: new Date("2026-11-23T11:00:00Z") });
    const mails = await outbox();
    expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo, mail.attachments])).toEqual([
      ["meeting-hold", "joao@exemplo.com.br", "vendas@magnasul.exemplo.com.br", []],
    ]);
    const [hold] = mails;
    expect(hold!.subject).toBe("Confirme sua reunião: terça-feira, 24 de novembro de 2026, às 10:00");
    expect(hold!.text).toMatch(/^Olá!\n/);
    expect(hold!.text).not.toContain("João");
    expect(hold!.text).toContain("terça-feira, 24 de novembro de 2026, às 10:00 (horário de Brasília), 30 minutos");
    expect(hold!.text).toContain("reservado até 23/11/2026 08:00 (horário de Brasília)");
    expect(hold!.text).toContain(`\n${secretLinkPlaceholder}\n`);
    expect(hold!.secretLink).toMatch(/^http:\/\/localhost:3000\/reuniao\/[\w-]{43}$/);
    expect(hold!.text).not.toContain("/reuniao/");
  });

  it("writes the visitor's confirmation and the owner's copy, each with the invitation, when the visitor confirms", async () => {
    const lead = await newLead("João Conceição", { email: "joao@exemplo.com.br", ownerId: owner.id });
    await bookAndConfirm(lead.id);
    const mails = await confirmations();
    expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo, mail.leadId, mail.status])).toEqual([
      ["meeting-confirmation", "joao@exemplo.com.br", "vendas@magnasul.exemplo.com.br", lead.id, "pending"],
      ["meeting-confirmation", owner.email, "joao@exemplo.com.br", lead.id, "pending"],
    ]);
    const [visitor, staff] = mails;
    expect(visitor!.subject).toBe("Reunião confirmada: terça-feira, 24 de novembro de 2026, às 10:00");
    expect(visitor!.text).toMatch(/^Olá!\n/);
    expect(visitor!.text).not.toContain("João");
    expect(visitor!.text).toContain("terça-feira, 24 de novembro de 2026, às 10:00 (horário de Brasília), 30 minutos");
    expect(visitor!.text).toContain("ligue para (19) 3800-0000");
    expect(staff!.subject).toBe("Reunião agendada: João Conceição — 24/11/2026 10:00");
    expect(staff!.text).toContain(`/admin/leads/${lead.id}`);
    expect(staff!.text).toContain("Telefone: (19) 99876-5432");
    expect(visitor!.dedupeKey).toBeNull();

    const invitations = [visitor!, staff!].map((mail) => {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file).toMatchObject({ filename: "reuniao.ics", contentType: "text/calendar; method=REQUEST" });
      const lines = unfoldCalendar(decoded(file!.content));
      expect(lines).toContain("METHOD:REQUEST");
      expect(lines).toContain(`UID:reuniao-${lead.id}-${slot.getTime()}@localhost`);
      expect(lines).toContain("DTSTART:20261124T130000Z");
      expect(lines).toContain("DTEND:20261124T133000Z");
      expect(lines).toContain('ORGANIZER;CN="Magnasul Separação Magnética":mailto:contato@magnasul.exemplo.com.br');
      return lines;
    });
    const [toVisitor, toStaff] = invitations as [string[], string[]];
    expect(toVisitor).toContain("SUMMARY:Reunião com a equipe da Magnasul Separação Magnética");
    expect(toVisitor.join("\n")).not.toContain("João");
    expect(toVisitor.find((line) => line.startsWith("ATTENDEE"))).toMatch(/:MAILTO:joao@exemplo\.com\.br$/i);
    expect(toStaff).toContain("SUMMARY:Reunião: João Conceição e Magnasul Separação Magnética");
    expect(toStaff.find((line) => line.startsWith("ATTENDEE"))).toMatch(/CN="João Conceição":MAILTO:joao@exemplo\.com\.br$/i);
  });

  it("never sends a visitor's own words to the address they typed, and keeps staff's copy one line per field", async () => {
    const name = "cliente. AVISO: pague o boleto em https://evil.example/x\nTelefone: (11) 0000-0000";
    const lead = await newLead("Ana", { name, phone: "(19) 99876-5432\nLead: https://evil.example" });
    await bookAndConfirm(lead.id);
    const [hold, visitor, staff] = await outbox();
    const invitation = unfoldCalendar(decoded(visitor!.attachments[0]!.content)).join("\n");
    for (const text of [hold!.subject, hold!.text, visitor!.subject, visitor!.text, invitation]) {
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("AVISO");
    }
    const lines = staff!.text.split("\n");
    expect(lines.filter((line) => line.startsWith("Telefone:"))).toEqual(["Telefone: (19) 99876-5432 Lead: https://evil.example"]);
    expect(lines.filter((line) => line.startsWith("Lead:"))).toEqual([`Lead: http://localhost:3000/admin/leads/${lead.id}`]);
    expect(staff!.subject).not.toContain("\n");
  });

  it("sends the staff copy to the sales address when the lead has no owner", async () => {
    const lead = await newLead("Ana");
    await bookAndConfirm(lead.id);
    expect((await confirmations()).map((mail) => mail.to)).toEqual(["ana@exemplo.com.br", "vendas@magnasul.exemplo.com.br"]);
  });

  it("writes nothing when the booking is refused", async () => {
    const [ana, bruno] = [await newLead("Ana"), await newLead("Bruno")];
    await bookMeeting(ana.id, slot, now);
    await db().delete(outboxMails);
    expect(await bookMeeting(bruno.id, slot, now)).toEqual({ ok: false, reason: "taken" });
    expect(await bookMeeting(bruno.id, new Date("2026-11-28T13:00:00Z"), now)).toEqual({ ok: false, reason: "unavailable" });
    expect(await outbox()).toEqual([]);
  });

  it("commits the booking and its mail together: a mail that cannot be written undoes the booking", async () => {
    const lead = await newLead("Ana");
    await db().execute(sql`alter table outbox_mails add constraint no_holds check (kind <> 'meeting-hold')`);
    try {
      await expect(bookMeeting(lead.id, slot, now)).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table outbox_mails drop constraint no_holds`);
    }
    const [stored] = await db().select({ meetingAt: leads.meetingAt }).from(leads).where(eq(leads.id, lead.id));
    expect(stored!.meetingAt).toBeNull();
    expect(await outbox()).toEqual([]);
  });

  it("commits the confirmation and its mails together: a mail that cannot be written leaves the hold and its link as they were", async () => {
    const lead = await newLead("Ana");
    await bookMeeting(lead.id, slot, now);
    const token = (await outbox())[0]!.secretLink!.split("/reuniao/")[1]!;
    await db().execute(sql`alter table outbox_mails add constraint no_confirmations check (kind <> 'meeting-confirmation')`);
    try {
      await expect(confirmMeetingHold(token, now)).rejects.toThrow();
    } finally {
      await db().execute(sql`alter table outbox_mails drop constraint no_confirmations`);
    }
    const [stored] = await db().select({ heldUntil: leads.meetingHeldUntil }).from(leads).where(eq(leads.id, lead.id));
    expect(stored!.heldUntil).toEqual(new Date("2026-11-23T11:00:00Z"));
    expect(await confirmMeetingHold(token, now)).toMatchObject({ ok: true });
  });

  it("still confirms, without an invitation, when the settings have no company address", async () => {
    await db()
      .update(siteSettings)
      .set({ settingValue: { ...sampleCompany, email: "", salesEmail: "" } });
    const lead = await newLead("Ana");
    await bookAndConfirm(lead.id);
    const mails = await confirmations();
    expect(mails.map((mail) => [mail.to, mail.attachments])).toEqual([["ana@exemplo.com.br", []]]);
    expect(mails[0]!.text).not.toContain("reuniao.ics");
  });
});
