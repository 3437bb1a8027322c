import { mergeTests } from "@playwright/test";
import { eq, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, outboxMails, rateLimits } from "~/db/schema";
import { formatSlot } from "~/lib/dates";
import { forget } from "~/lib/remember";
import { mailbox } from "../../playwright.config";
import { leadThroughChat, meetingLinkFor, uniqueName } from "./chat-lead";
import { openLead } from "./fixtures";
import { test as inProcessTest } from "./in-process-server";
import { mailTo } from "./mailbox";
import { expect, hydrated, newVisitorPage, test } from "./test";

const closedLink = { alert: /^Este link não vale mais/ };

test("a meeting booked in the chat is held until the visitor confirms it from the e-mail's link, and staff see which it is", async ({
  page,
  browser,
  watcher,
}) => {
  test.slow();
  watcher.allow(closedLink);
  const name = uniqueName("Joana");
  // Three pages of other times: the slots the other journeys book come before this one.
  const { email } = await leadThroughChat(page.request, name, { book: true, otherTimes: 3 });

  // The typed address gets fixed text, the slot, the hold's end and the link; no invitation yet.
  const { mail, link } = await meetingLinkFor(mailbox, email);
  expect(mail.text).toMatch(/^Olá!\n/);
  expect(mail.text).not.toContain(name);
  expect(mail.text).toMatch(/reservado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)/);
  expect(mail.attachments).toEqual([]);

  await openLead(page, name);
  const contact = page.getByRole("region", { name: "Contato" });
  await expect(contact).toContainText(/Reunião em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(contact).toContainText(/Aguardando confirmação até \d{2}:\d{2}/);

  // Opening the link (a mail scanner does, then the visitor) only shows the slot.
  const visitor = await newVisitorPage(browser);
  for (let visit = 0; visit < 2; visit++) {
    const answer = (await visitor.goto(link))!;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(visitor.getByRole("heading", { level: 1, name: "Confirme sua reunião" })).toBeVisible();
  }
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(visitor.getByRole("main")).toContainText(/reservado até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await page.reload();
  await expect(contact).toContainText(/Aguardando confirmação até/);

  await hydrated(visitor);
  await visitor.getByRole("button", { name: "Confirmar reunião" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Reunião confirmada" })).toBeVisible();
  const confirmation = await mailTo(mailbox, email, /^Reunião confirmada: /, 30_000);
  expect(confirmation.attachments.map((file) => file.filename)).toEqual(["reuniao.ics"]);

  // Spent: the link opens nothing more, and says whom to call.
  await visitor.goto(link);
  await expect(visitor.getByRole("alert")).toContainText("Este link não vale mais");
  await expect(visitor.getByRole("alert")).toContainText("(19) 3800-0000");
  await expect(visitor.getByRole("button", { name: "Confirmar reunião" })).toHaveCount(0);

  await page.reload();
  await expect(contact).toContainText(/Reunião em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(contact).not.toContainText("Aguardando confirmação");
  const timeline = page.getByRole("list", { name: "Linha do tempo" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "confirmada pelo visitante" })).toContainText(
    "Visitante, pelo link do e-mail",
  );
});

const withServer = mergeTests(test, inProcessTest);

withServer(
  "a hold nobody confirmed frees its slot, and its link shows a clear page with the company's contacts",
  async ({ inProcess, browser, watcher }) => {
    watcher.allow(closedLink);
    // This server keeps the default limit of bookings per address, which other journeys of the worker may have used.
    await db().delete(rateLimits).where(like(rateLimits.key, "meeting_%"));
    forget("chat-limiters");
    const email = `reserva${Date.now()}@exemplo.com.br`;
    const sessionId = crypto.randomUUID();
    let last = "";
    for (const message of ["Quero agendar uma reunião", "Rosa Prado", email, "(19) 99876-5432", "1"]) {
      const answer = await fetch(`${inProcess.base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, session_id: sessionId }),
      });
      last = ((await answer.json()) as { response: string }).response;
    }
    expect(last).toMatch(/confirme a reunião pelo link do e-mail até as \d{2}:\d{2}, ou o horário será liberado/);
    // This server sends no e-mail: the link waits in the outbox, where the test reads it.
    const [hold] = await db().select({ link: outboxMails.secretLink }).from(outboxMails).where(eq(outboxMails.to, email));
    const link = hold!.link!;
    const [lead] = await db().select({ at: leads.meetingAt }).from(leads).where(eq(leads.email, email));

    // The hold's two hours pass.
    await db()
      .update(leads)
      .set({ meetingHeldUntil: new Date(Date.now() - 1000) })
      .where(eq(leads.email, email));
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1, name: "Link de confirmação" })).toBeVisible();
    const alert = visitor.getByRole("alert");
    await expect(alert).toContainText("Este link não vale mais");
    await expect(alert).toContainText("o horário ficou livre");
    await expect(visitor.getByRole("button", { name: "Confirmar reunião" })).toHaveCount(0);

    // A button of a page opened before the end confirms nothing either.
    const late = await fetch(link, { method: "POST", body: new URLSearchParams() });
    expect(late.status).toBe(410);
    expect(await late.text()).toContain("Este link não vale mais");

    // The slot is offered again at once, before any sweep.
    const again = crypto.randomUUID();
    let offer = "";
    for (const message of ["Quero agendar uma reunião", "Outra Pessoa", `outra${Date.now()}@exemplo.com.br`, "(19) 99876-5432"]) {
      const answer = await fetch(`${inProcess.base}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, session_id: again }),
      });
      offer = ((await answer.json()) as { response: string }).response;
    }
    expect(offer).toContain(`1. ${formatSlot(lead!.at!)}`);
  },
);
