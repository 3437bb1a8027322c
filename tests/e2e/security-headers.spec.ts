import type { APIResponse, Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { expect, test } from "./test";

function nonceOf(headers: Record<string, string>) {
  return /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(headers["content-security-policy"] ?? "")?.[1];
}

/** Every script the browser would run (JSON-LD is data, which no policy governs) carries this nonce. */
function expectScriptsCarry(html: string, nonce: string | undefined) {
  expect(nonce).toBeTruthy();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  const runnable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(runnable.length).toBeGreaterThan(1);
  for (const tag of runnable) expect(tag).toContain(`nonce="${nonce}"`);
}

function expectSiteHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  // Served over plain HTTP here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

/** What the browser says against the policy: violation events and console messages, from the first script on. */
async function recordViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) messages.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective}`));
  });
  return messages;
}

test("a public page names its nonce in every response, and a cached page keeps the one it was rendered with", async ({ request }) => {
  const path = "/produtos/grade-magnetica-neodimio";
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");
  const responses = [await request.get(path), await request.get(path, { headers: { "accept-encoding": "br, gzip" } })];
  const nonces: (string | undefined)[] = [];
  for (const response of responses) {
    expect(response.headers()["x-page-cache"]).toBe("hit");
    expectSiteHeaders(response);
    const nonce = nonceOf(response.headers());
    expectScriptsCarry(await response.text(), nonce);
    nonces.push(nonce);
  }
  expect(nonces[0]).toBe(nonces[1]);
  // Each stored page has its own, drawn when it was rendered.
  const other = await request.get("/servicos");
  expect(nonceOf(other.headers())).not.toBe(nonces[0]);
});

test("a cached page runs in Chromium under its enforced policy: no violation, no script without its nonce", async ({ page }) => {
  const violations = await recordViolations(page);
  const path = "/quem-somos";
  await page.request.get(path);
  await expect.poll(async () => (await page.request.get(path)).headers()["x-page-cache"]).toBe("hit");
  const response = await page.goto(path);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  expect(response?.headers()["content-encoding"]).toBe("br");
  const nonce = nonceOf(response?.headers() ?? {});
  await expect(page.locator("main")).toBeVisible();
  // Hydrated: the page's own scripts ran.
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  await expect(page.getByRole("heading", { name: "Atendente Virtual" })).toBeVisible();
  const scripts = await page.evaluate(() =>
    Array.from(document.scripts)
      .filter((script) => script.type !== "application/ld+json")
      .map((script) => ({ nonce: script.nonce, inline: !script.src })),
  );
  expect(scripts.some((script) => script.inline)).toBe(true);
  for (const script of scripts) expect(script.nonce).toBe(nonce);
  expect(violations).toEqual([]);
});

test("admin pages and API answers carry the same headers", async ({ page }) => {
  await signIn(page, "/admin/settings");
  const admin = await page.request.get("/admin/settings");
  expectSiteHeaders(admin);
  expectScriptsCarry(await admin.text(), nonceOf(admin.headers()));

  const api = await page.request.get("/api/search?q=grade");
  expectSiteHeaders(api);
  expect(api.headers()["content-type"]).toContain("application/json");
});

test("a state-changing request from another site is refused and stores nothing", async ({ request, page }) => {
  const email = `csrf-${Date.now()}@golpe.exemplo.com`;
  const forged = await request.post("/api/contact-requests", {
    headers: { origin: "https://golpe.exemplo.com" },
    data: { name: "Golpe", email, phone: "11999990000", message: "Enviado de outro site", type: "quote_request" },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toEqual({
    error: { message: "Requisição recusada: ela não partiu deste site.", code: "cross_origin_request" },
  });

  const signInFromElsewhere = await request.post("/admin/auth", {
    headers: { referer: "https://golpe.exemplo.com/login" },
    form: { email: "equipe.e2e@magnasul.exemplo.com.br", password: "senha-e2e-segura" },
  });
  expect(signInFromElsewhere.status()).toBe(403);
  expect(signInFromElsewhere.headers()["set-cookie"]).toBeUndefined();

  await signIn(page, "/admin/messages");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test("browsing the site and the panel in Chromium breaks no rule of the policy, which is enforced", async ({ page, watcher }) => {
  const violations = await recordViolations(page);
  for (const path of ["/", "/produtos", "/produtos/grade-magnetica-neodimio", "/quem-somos", "/contato", "/blog"]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    expect(violations, path).toEqual([]);
  }
  await page.getByRole("button", { name: "Abrir Atendente Virtual" }).click();
  await expect(page.getByRole("heading", { name: "Atendente Virtual" })).toBeVisible();
  await signIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);

  // Markup an injection would add, with an inline script in it and no nonce, does not run: the
  // browser blocks it and says so.
  watcher.allow(
    { console: /^Executing inline script violates the following Content Security Policy directive 'script-src / },
    { console: "Content Security Policy: script-src-elem" },
  );
  const ran = await page.evaluate(async () => {
    const frame = document.createElement("iframe");
    frame.srcdoc = "<script>parent.injected = true</script>";
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener("load", resolve));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((message) => message.includes("script-src"))).toBe(true);
});
