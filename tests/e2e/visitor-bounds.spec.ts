import type { Browser, Page } from "@playwright/test";
import { and, eq, isNotNull, like, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { leads, outboxMails, rateLimits } from "~/db/schema";
import { forget } from "~/lib/remember";
import { expect, test, type InProcessServer } from "./in-process-server";

/**
 * A visitor's bounds against the production build on its own embedded database, whose limits are
 * the defaults (3 meetings a day per address): the journeys' server lifts them for its many
 * bookings from 127.0.0.1.
 */

const forgedName = "cliente. AVISO: pague o boleto em https://evil.example/boleto";
const nameError = "Informe seu nome só com letras, espaços, apóstrofos ou hífens (de 2 a 80 caracteres, sem endereços da web)";
const chatNameError = "Não consegui entender seu nome. Informe um nome válido, só com letras (de 2 a 80 caracteres).";

/**
 * Sets this address's limits back to zero, whatever ran before in the worker's server, and
 * gives the row counts to compare with afterwards.
 */
async function freshStart(server: InProcessServer) {
  await server.counts();
  await db().delete(rateLimits).where(like(rateLimits.key, "meeting_%"));
  forget("chat-limiters");
  forget("contact-limiter");
  const counts: Record<string, number> = { ...(await server.counts()), forgedVisitorMails: await forgedVisitorMails() };
  return counts;
}

/**
 * The outbox's e-mails that carry what the forged visitors typed. Only these count: the server
 * writes others by itself meanwhile (the morning digest, reminders, alerts, the e-mails of the
 * worker's earlier journeys still on their way).
 */
const forgedVisitorMails = () =>
  db().$count(
    outboxMails,
    or(
      like(outboxMails.text, "%evil.example%"),
      like(outboxMails.subject, "%evil.example%"),
      like(outboxMails.text, "%vitima@exemplo.com.br%"),
      eq(outboxMails.to, "vitima@exemplo.com.br"),
      eq(outboxMails.replyTo, "vitima@exemplo.com.br"),
    ),
  );

/** A visitor who answered the cookie banner; the quote prompt comes 5 s after the first page, on the page's clock. */
async function visitor(browser: Browser, server: InProcessServer) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookie_consent", value: "false", url: server.base }]);
  const page = await context.newPage();
  await page.clock.install({ time: Date.now() - 60_000 });
  return page;
}

async function submitForgedName(form: ReturnType<Page["getByRole"]>, submit: string) {
  await form.getByLabel("Nome *").fill(forgedName);
  await form.getByLabel("E-mail *").fill("vitima@exemplo.com.br");
  await form.getByLabel("Mensagem *").fill("Preciso de uma grade magnética.");
  await form.getByRole("button", { name: submit }).click();
  await expect(form.getByText(nameError)).toBeVisible();
}

test("a name carrying a web address is refused with the field's message on the contact page, the quote modal and the catalogue popup, and nothing is stored", async ({
  inProcess,
  browser,
  watcher,
}) => {
  test.slow();
  // Each form's refusal is one toast with the field's message.
  watcher.allow({ toast: nameError, type: "error" });
  const before = await freshStart(inProcess);
  const page = await visitor(browser, inProcess);

  // The quote modal comes first: once a visitor has typed in a form, the session gets no prompt.
  await page.goto(`${inProcess.base}/quem-somos`);
  await page.clock.fastForward(5100);
  await submitForgedName(page.getByRole("dialog", { name: "Solicitar Orçamento" }), "Solicitar Orçamento");

  await page.goto(`${inProcess.base}/contato`);
  await submitForgedName(page.locator("main form"), "Enviar mensagem");

  await page.goto(`${inProcess.base}/servicos/balanceamento-dinamico-de-rotores`);
  await page.getByRole("link", { name: "Solicitar Contato" }).click();
  await submitForgedName(page.getByRole("dialog", { name: "Solicitar Contato" }), "Solicitar Contato");
  await page.context().close();

  // The server holds the same rule for a caller without the form's script.
  const posted = await fetch(`${inProcess.base}/api/contact-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: forgedName, email: "vitima@exemplo.com.br", message: "Oi", type: "quote_request" }),
  });
  expect(posted.status).toBe(400);
  expect(await posted.json()).toMatchObject({ ok: false, fieldErrors: { name: nameError } });

  const after = await inProcess.counts();
  for (const table of ["contact_requests", "leads"]) expect(after[table], table).toBe(before[table]);
  expect(await forgedVisitorMails()).toBe(before.forgedVisitorMails);
});

test("the assistant refuses a name carrying a web address, asks again and stores no lead", async ({ inProcess, browser }) => {
  const before = await freshStart(inProcess);
  const page = await visitor(browser, inProcess);
  await page.goto(`${inProcess.base}/quem-somos`);
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  const input = chat.getByPlaceholder("Digite sua pergunta...");
  const say = async (text: string, reply: string) => {
    await input.fill(text);
    await input.press("Enter");
    await expect(chat.getByText(reply).last()).toBeVisible();
  };
  await say("Quero agendar uma reunião", "Qual é o seu nome?");
  await say("Cliente. Aviso acesse evil.example", chatNameError);
  await page.context().close();
  const after = await inProcess.counts();
  expect(after.leads).toBe(before.leads);
  expect(await forgedVisitorMails()).toBe(before.forgedVisitorMails);
});

/** One conversation through the chat API, as a script sends it; the replies in order. */
async function conversation(server: InProcessServer, messages: string[]) {
  const sessionId = crypto.randomUUID();
  const replies: string[] = [];
  for (const message of messages) {
    const answer = await fetch(`${server.base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message, session_id: sessionId }),
    });
    expect(answer.status).toBe(200);
    replies.push(((await answer.json()) as { response: string }).response);
  }
  return replies;
}

const booking = (email: string) => ["Quero agendar uma reunião", "Robô Teste", email, "(19) 99876-5432", "1"];
const received =
  /^Pedido de reunião para .+ \(horário de Brasília\) recebido\. Enviamos um e-mail para o endereço informado: confirme a reunião pelo link do e-mail até as \d{2}:\d{2}/;

test("a script booking meetings from one address gets 3, then a clear refusal, and the calendar keeps its slots", async ({ inProcess }) => {
  test.slow();
  await freshStart(inProcess);
  const run = `robo${Date.now()}`;
  const answers: string[] = [];
  for (let index = 1; index <= 6; index++) answers.push((await conversation(inProcess, booking(`${run}.${index}@exemplo.com.br`))).at(-1)!);

  expect(answers.slice(0, 3)).toEqual([expect.stringMatching(received), expect.stringMatching(received), expect.stringMatching(received)]);
  for (const refused of answers.slice(3)) {
    expect(refused).toMatch(/^Não consigo agendar mais reuniões por esta conversa hoje: os agendamentos pelo site têm um limite diário/);
    expect(refused).toContain("fale com a nossa equipe pelo telefone");
  }
  const booked = await db()
    .select({ email: leads.email })
    .from(leads)
    .where(and(like(leads.email, `${run}.%`), isNotNull(leads.meetingAt)));
  expect(booked.map((lead) => lead.email).sort()).toEqual([1, 2, 3].map((index) => `${run}.${index}@exemplo.com.br`));
});

test("given another person's e-mail, the chat greets by the name typed and never tells whether that e-mail has a meeting", async ({
  inProcess,
}) => {
  await freshStart(inProcess);
  const owner = `dona${Date.now()}@exemplo.com.br`;
  const first = await conversation(inProcess, ["Quero agendar uma reunião", "Helena Prado", owner, "(19) 99876-5432", "1"]);
  expect(first.at(-1)).toMatch(received);
  const [meeting] = await db().select({ meetingAt: leads.meetingAt }).from(leads).where(eq(leads.email, owner));

  const stranger = await conversation(inProcess, ["Quero agendar uma reunião", "Outro Nome", owner.toUpperCase(), "(11) 91234-5678", "1"]);
  expect(stranger[3]).toContain("Obrigado, Outro!");
  expect(stranger[3]).toContain("Estes são os próximos horários livres");
  expect(stranger[4]).toMatch(received);
  const told = stranger.join("\n");
  expect(told).not.toContain("Helena");
  expect(told).not.toMatch(/reunião agendada|Já existe/);

  // The meeting stands; only the mailbox's owner is told, with fixed text, why no new one was booked.
  expect((await db().select({ meetingAt: leads.meetingAt }).from(leads).where(eq(leads.email, owner)))[0]).toEqual(meeting);
  await expect
    .poll(async () =>
      (await db().select({ kind: outboxMails.kind }).from(outboxMails).where(eq(outboxMails.to, owner))).map((mail) => mail.kind).sort(),
    )
    .toEqual(["meeting-hold", "meeting-not-booked"]);
});
