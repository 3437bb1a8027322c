import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { agentMessages, leads } from "~/db/schema";
import { createOrResetStaff } from "~/features/auth/index.server";
import { createPost } from "~/features/blog/index.server";
import { getPageForEdit, createPage, updatePage } from "~/features/catalogue/index.server";
import { listPolicies, updatePolicy } from "~/features/policies/index.server";
import { getSettingsFormValues, saveSettings } from "~/features/settings/index.server";
import { getAboutPageFormValues, getHomePageFormValues, saveAboutPage, saveHomePage } from "~/features/special-pages/index.server";
import { expect, test } from "./in-process-server";
import { hydrated, skipLeadPrompt } from "./test";

// Script payloads go into every text field staff and visitors can fill, through the services the
// admin screens save with and the public endpoints; then Chromium opens every page that shows
// them. Each payload sets window.__xss or opens a dialog if it ever runs.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const markup =
  `"'><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><svg onload="window.__xss=1"></svg>` +
  `</script><script>alert(1)</script>[ligação](javascript:window.__xss=1)`;
/** Fields that must be addresses get the payloads an address can carry. */
const addressPayloads = [
  "javascript:window.__xss=1",
  `https://exemplo.com.br/"><svg/onload=window.__xss=1>`,
  `/uploads/"><svg/onload=window.__xss=1>`,
];
/** Staff-written tag code runs by design (docs/product/content.md): it is not a text field. */
const notText = new Set(["id", "tracking_tags", "tracking_pixel", "page_type", "icon", "color", "position", "type"]);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Saved = { ok: boolean; fieldErrors?: Record<string, string> };

function taint(value: Json, payloadOf: (path: string, original: string) => string, path = ""): Json {
  if (typeof value === "string") return payloadOf(path, value);
  if (Array.isArray(value)) return value.map((item, index) => taint(item, payloadOf, path ? `${path}.${index}` : String(index)));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, notText.has(key) ? item : taint(item, payloadOf, path ? `${path}.${key}` : key)]),
    );
  }
  return value;
}

/**
 * Saves the values with a payload in every text field; a field the rules refuse gets the next
 * payload, and its original value when none is accepted. Returns the fields that took markup.
 */
async function saveWithPayloads(values: unknown, save: (input: unknown) => Promise<Saved>) {
  const attempt = new Map<string, number>();
  const payloads = [markup, ...addressPayloads];
  for (let round = 0; round <= payloads.length; round++) {
    const input = taint(values as Json, (path, original) => {
      const index = attempt.get(path) ?? 0;
      return index < payloads.length ? `${original}${payloads[index]}` : original;
    });
    const result = await save(input);
    if (result.ok) return [...attempt].filter(([, index]) => index === 0).length;
    const refused = Object.keys(result.fieldErrors ?? {});
    expect(refused.length, `refused without naming a field: ${JSON.stringify(result)}`).toBeGreaterThan(0);
    for (const path of refused) attempt.set(path, (attempt.get(path) ?? 0) + 1);
  }
  throw new Error("the values were never accepted");
}

const staff = { email: "seguranca.xss@magnasul.exemplo.com.br", password: "senha-xss-segura" };
let pageSlug = "";
let postSlug = "";

/**
 * Puts back the site's settings, home, about page and policies. The in-process server is the
 * worker's: the next journeys it serves show the sample site, not payloads and broken images.
 */
const restores: Array<() => Promise<{ ok: boolean }>> = [];
test.afterAll(async () => {
  for (const restore of restores.splice(0)) expect(await restore()).toMatchObject({ ok: true });
});

test("payloads are stored in every text field", async ({ inProcess }) => {
  await createOrResetStaff(staff);
  const settings = await getSettingsFormValues();
  const home = await getHomePageFormValues();
  const about = await getAboutPageFormValues();
  const policies = await listPolicies();
  restores.push(
    () => saveSettings(settings),
    () => saveHomePage(home, { authorId: null }),
    () => saveAboutPage(about, { authorId: null }),
    ...policies.map(
      ({ id, title, content }) =>
        () =>
          updatePolicy({ id, title, content }, { authorId: null }),
    ),
  );
  await saveWithPayloads(settings, saveSettings);
  await saveWithPayloads(home, (input) => saveHomePage(input, { authorId: null }));
  await saveWithPayloads(about, (input) => saveAboutPage(input, { authorId: null }));
  for (const policy of policies) {
    await saveWithPayloads({ id: policy.id, title: policy.title, content: policy.content }, (input) =>
      updatePolicy(input, { authorId: null }),
    );
  }

  const created = await createPage({
    title: `Separador ${markup}`,
    slug: "separador-xss",
    page_type: "produto",
    published: true,
    content: {},
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    tracking_tags: [],
    tracking_pixel: "",
  });
  expect(created).toMatchObject({ ok: true });
  const page = await getPageForEdit("separador-xss");
  const { id: pageId, title, slug, pageType, published, content, metaTitle, metaDescription, metaKeywords } = page!;
  const form = {
    title,
    slug,
    page_type: pageType,
    published,
    content: withSampleItems(content),
    meta_title: metaTitle ?? "",
    meta_description: metaDescription ?? "",
    meta_keywords: metaKeywords ?? "",
    tracking_tags: [],
    tracking_pixel: "",
  };
  await saveWithPayloads(form, (input) => updatePage(pageId, input, { authorId: null }));
  pageSlug = (await getPageForEdit(pageId))!.slug;

  const post = await createPost({
    title: `Notícia ${markup}`,
    slug: "noticia-xss",
    excerpt: markup,
    content: `# Título ${markup}\n\n${markup}\n\n![imagem](javascript:window.__xss=1)`,
    featuredImageUrl: `https://exemplo.com.br/"><svg/onload=window.__xss=1>`,
    published: true,
  });
  expect(post).toMatchObject({ ok: true });
  postSlug = (post as { slug: string }).slug;

  const contact = await fetch(`${inProcess.base}/api/contact-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      // A name is letters only (docs/product/leads.md): the payloads go in every other field.
      name: "Visitante Xss",
      email: "xss@exemplo.com.br",
      phone: markup.slice(0, 40),
      company: markup.slice(0, 160),
      message: markup,
      type: "quote_request",
      source_page: `/produtos/"><svg onload=window.__xss=1>`,
      website: "",
      started_at: Date.now() - 60_000,
    }),
  });
  expect(contact.status).toBe(201);
  const chat = await fetch(`${inProcess.base}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message: markup, session_id: "sessao-xss-0001", page_url: `/"><svg onload=window.__xss=1>` }),
  });
  expect(chat.status).toBe(200);
  const [lead] = await db()
    .insert(leads)
    .values({
      name: markup,
      email: "lead.xss@exemplo.com.br",
      phone: markup.slice(0, 40),
      meetingAt: new Date(Date.now() + 86_400_000),
      meetingMinutes: 30,
      status: "em_atendimento",
    })
    .returning();
  await db().update(agentMessages).set({ leadId: lead!.id }).where(eq(agentMessages.sessionId, "sessao-xss-0001"));
});

/** The catalogue editor drops empty sections and gallery items: one of each carries payloads too. */
function withSampleItems(content: unknown) {
  const value = (content ?? {}) as Record<string, unknown>;
  return {
    ...value,
    sections: [{ title: "Seção", text: "Texto" }],
    gallery_images: [{ url: "/uploads/amostra.webp", alt: "Foto" }],
  };
}

const publicPages = () => [
  "/",
  "/produtos",
  `/produtos/${pageSlug}`,
  "/servicos",
  "/importados",
  "/blog",
  `/blog/${postSlug}`,
  "/quem-somos",
  "/contato",
  "/politicas",
  `/produtos?search=${encodeURIComponent(markup)}`,
  `/contato?assunto=${encodeURIComponent(markup)}`,
];
const adminPages = () => [
  "/admin",
  "/admin/pages",
  `/admin/pages/${pageSlug}/edit`,
  "/admin/blog",
  `/admin/blog/${postSlug}/edit`,
  "/admin/policies",
  "/admin/messages",
  "/admin/agent-messages",
  "/admin/leads?reuniao=marcada",
  "/admin/settings",
  "/admin/home-page",
  "/admin/about-page",
  "/admin/special-pages",
  "/admin/reports",
  "/admin/reports/issues",
];

test("no payload runs on the public pages or in the back office", async ({ inProcess, browser, watcher }) => {
  // The image fields hold payloads too: the browser asks for them as the addresses they are, and
  // finds nothing there.
  watcher.allow(
    { response: /\/uploads\/.*__xss=1/, method: "GET", status: 404 },
    { requestfailed: /^https:\/\/exemplo\.com\.br\/.*__xss=1/ },
  );
  const context = await browser.newContext();
  await context.addInitScript(skipLeadPrompt);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const ran = () => page.evaluate(() => (window as { __xss?: number }).__xss);

  await page.goto(`${inProcess.base}/`);
  // The payload is on the page as text: the test would mean nothing if it were dropped.
  await expect(page.getByText("<script>window.__xss=1</script>", { exact: false }).first()).toBeAttached();
  for (const address of publicPages()) {
    await page.goto(`${inProcess.base}${address}`);
    await hydrated(page);
    expect(await ran(), `a payload ran on ${address}`).toBeUndefined();
  }

  await context.addCookies((await inProcess.signInStaff(staff)).map((cookie) => ({ ...cookie, url: inProcess.base })));
  for (const address of adminPages()) {
    await page.goto(`${inProcess.base}${address}`);
    await hydrated(page);
    expect(await ran(), `a payload ran on ${address}`).toBeUndefined();
  }
  // Opening a request and a conversation shows their whole text.
  await page.goto(`${inProcess.base}/admin/messages`);
  await page.getByText("xss@exemplo.com.br").first().click();
  await expect(page.getByRole("dialog")).toContainText("xss@exemplo.com.br");
  await page.goto(
    `${inProcess.base}/admin/agent-messages?lead=${encodeURIComponent((await db().select({ id: leads.id }).from(leads).where(eq(leads.email, "lead.xss@exemplo.com.br")))[0]!.id)}&periodo=0`,
  );
  await hydrated(page);
  expect(await ran(), "a payload ran in an opened message").toBeUndefined();
  expect(dialogs).toEqual([]);
  await context.close();
});
