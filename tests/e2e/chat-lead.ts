import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { mailTo } from "./mailbox";
import { expect } from "./test";

/** A name of letters only (as the assistant accepts), different on every run. */
export function uniqueName(first: string) {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1000)}`.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/**
 * Opens the Atendente Virtual on the page shown; `say` sends a message as a visitor types it and
 * waits for the reply and for the input to take the next one.
 */
export async function openChat(page: Page) {
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  const chat = page.getByRole("dialog", { name: "Atendente Virtual" });
  const input = chat.getByPlaceholder("Digite sua pergunta...");
  const say = async (text: string, reply: string | RegExp) => {
    await input.fill(text);
    await input.press("Enter");
    await expect(chat.getByText(reply).last()).toBeVisible();
    await expect(input).not.toHaveAttribute("aria-disabled");
  };
  return { chat, input, say };
}

/**
 * Registers a visitor as a lead the way visitors do, through the Atendente Virtual; optionally
 * books a meeting, the first slot after asking for other times `otherTimes` times (1 by default).
 */
export async function leadThroughChat(
  request: APIRequestContext,
  name: string,
  { book, otherTimes = 1 }: { book: boolean; otherTimes?: number },
) {
  // The list shows a session by its first 8 characters: they must tell this one apart.
  const session = `${randomUUID()}-e2e`;
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@exemplo.com.br`;
  const say = async (message: string, reply: RegExp) => {
    const answer = await request.post("/api/chat", { data: { message, session_id: session } });
    expect(answer.ok()).toBe(true);
    const { response } = (await answer.json()) as { response: string };
    expect(response).toMatch(reply);
    return response;
  };
  await say("Quero agendar uma reunião", /qual é o seu nome\?/i);
  await say(`Meu nome é ${name}`, /Qual é o seu e-mail\?/);
  await say(email, /telefone com DDD/);
  await say("(19) 99876-5432", /próximos horários livres/);
  // Later slots than the first ones offered, which the booking journey of chat.spec.ts takes.
  if (book) {
    for (let asked = 0; asked < otherTimes; asked++) await say("outros", /próximos horários livres/);
    await say("1", /Pedido de reunião para .+ recebido/);
  }
  return { email, session };
}

/** The link of the e-mail that asks this address to confirm its meeting, waiting for the e-mail to arrive. */
export async function meetingLinkFor(mailbox: string, email: string) {
  const mail = await mailTo(mailbox, email, /^Confirme sua reunião: /, 30_000);
  const [link] = /https?:\/\/\S+\/reuniao\/[\w-]{43}/.exec(mail.text) ?? [];
  expect(link, "the confirmation link").toBeDefined();
  return { mail, link: link! };
}

/** Confirms the meeting as the page's button does, without scripts: a post of the form. */
export async function confirmMeetingByMail(request: APIRequestContext, mailbox: string, email: string) {
  const { link } = await meetingLinkFor(mailbox, email);
  const answer = await request.post(link, { form: {} });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("Reunião confirmada");
}
