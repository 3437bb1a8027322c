import type { APIRequestContext, Browser } from "@playwright/test";
import { baseURL, mailbox, staffStateOf } from "../../playwright.config";
import { signIn } from "./fixtures";
import { mailTo } from "./mailbox";
import { e2eAdmin } from "./staff-accounts";
import { expect, test } from "./test";

const staffNotice =
  "Este e-mail é de uma conta da equipe. Os dados de uma conta da equipe não são exportados nem apagados como dados de um lead.";

/** A stranger's contact request in the name of this e-mail: it makes (or joins) the e-mail's lead. */
async function leadFor(visitor: APIRequestContext, email: string) {
  const sent = await visitor.post("/api/contact-requests", {
    data: {
      name: "Visitante Curioso",
      email,
      message: "Quero um orçamento de filtros.",
      type: "quote_request",
      website: "",
      started_at: Date.now() - 60_000,
    },
  });
  expect(sent.status()).toBe(201);
}

/** The lead's id as the salesperson's list links to it. */
async function leadIdOf(sales: APIRequestContext, email: string) {
  const list = await (await sales.get(`/admin/leads?q=${encodeURIComponent(email)}`)).text();
  const ids = new Set([...list.matchAll(/\/admin\/leads\/([0-9a-f-]{36})/g)].map((match) => match[1]));
  expect(ids.size, `one lead for ${email}`).toBe(1);
  return [...ids][0]!;
}

const salesperson = (browser: Browser) => browser.newContext({ storageState: staffStateOf("comercial") });

test("a salesperson can't export a staff member's e-mail, and never reads a reset link", async ({ browser, page, playwright }) => {
  test.slow();
  const visitor = await playwright.request.newContext({ baseURL });
  await leadFor(visitor, e2eAdmin.email.toUpperCase());
  const asked = await visitor.post("/api/auth/request-password-reset", { data: { email: e2eAdmin.email } });
  expect(asked.status()).toBe(200);
  const resetMail = await mailTo(mailbox, e2eAdmin.email, /Redefinição de senha/);
  const token = /token=([\w-]+)/.exec(resetMail.text)?.[1];
  expect(token, "the reset link reached its owner").toBeDefined();

  const sales = await playwright.request.newContext({ baseURL, storageState: staffStateOf("comercial") });
  const leadId = await leadIdOf(sales, e2eAdmin.email);
  for (const format of ["json", "csv"]) {
    const exported = await sales.get(`/api/admin/leads/${leadId}/export.${format}`);
    expect(exported.status()).toBe(403);
    const body = await exported.text();
    expect(JSON.parse(body)).toEqual({ error: { message: staffNotice, code: "forbidden" } });
    expect(body).not.toContain(token);
  }

  const salesContext = await salesperson(browser);
  const salesPage = await salesContext.newPage();
  await salesPage.goto(`/admin/leads/${leadId}`);
  const panel = salesPage.getByRole("region", { name: "Privacidade (LGPD)" });
  await expect(panel.getByText(staffNotice)).toBeVisible();
  await expect(panel.getByRole("link", { name: /Baixar/ })).toHaveCount(0);
  await salesContext.close();

  // The administrator can't erase it either, and the outbox keeps no readable link.
  await signIn(page, `/admin/leads/${leadId}/privacidade/apagar`);
  await expect(page.getByText(staffNotice)).toBeVisible();
  await expect(page.getByRole("button", { name: "Apagar dados" })).toHaveCount(0);
  const erasure = await page.request.post(`/admin/leads/${leadId}/privacidade/apagar`, { form: { email: e2eAdmin.email } });
  expect(erasure.status()).toBe(403);
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Visitante Curioso" })).toBeVisible();
  const outbox = await (await page.request.get("/admin/outbox?tamanho=100")).text();
  expect(outbox).toContain("Redefinição de senha do painel administrativo");
  expect(outbox).not.toContain(token);

  await sales.dispose();
  await visitor.dispose();
});

test("a salesperson's export of an invitee's e-mail holds no invitation link", async ({ page, playwright }) => {
  test.slow();
  const email = `novo.admin.${Date.now()}@magnasul.exemplo.com.br`;
  await signIn(page, "/admin/team");
  const inviteForm = page.getByRole("region", { name: "Convidar membro" });
  await inviteForm.getByLabel("E-mail").fill(email);
  await inviteForm.getByLabel("Função").selectOption("administrador");
  await inviteForm.getByRole("button", { name: "Convidar" }).click();
  await expect(page.getByText(`Convite criado para ${email}`)).toBeVisible();
  const invitation = await mailTo(mailbox, email, /Convite para a equipe/);
  const token = /\/admin\/invitation\/([\w-]+)/.exec(invitation.text)?.[1];
  expect(token, "the invitation's link reached the invitee").toBeDefined();

  const visitor = await playwright.request.newContext({ baseURL });
  await leadFor(visitor, email);
  const sales = await playwright.request.newContext({ baseURL, storageState: staffStateOf("comercial") });
  const leadId = await leadIdOf(sales, email);
  // Not yet on the team: a person whose data sales may export, without the invitation.
  const exported = await sales.get(`/api/admin/leads/${leadId}/export.json`);
  expect(exported.status()).toBe(200);
  const text = await exported.text();
  expect(JSON.parse(text).Dados["Mensagens enviadas pelo site"]).toHaveLength(1);
  expect(text).not.toContain(token);
  expect(text).not.toContain("Convite para a equipe");

  const accepted = await visitor.get(`/admin/invitation/${token}`);
  expect(accepted.status(), "the invitee's link still opens the form").toBe(200);
  await sales.dispose();
  await visitor.dispose();
});
