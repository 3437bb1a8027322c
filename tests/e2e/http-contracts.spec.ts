import { readFileSync } from "node:fs";
import { baseURL, staffState } from "../../playwright.config";
import { adminRouteAreas, signedOutAdminPatterns } from "~/features/auth";
import { expect, test } from "./test";

// What the server answers whatever the address, the method or the cookie (decisions 195 to 198): staff answers
// kept by no cache, paths compared as React Router matches them, the page cache not bypassed at
// will, and methods refused with 405 and `Allow`.

const addressOf = (pattern: string) =>
  pattern
    .replace(":slug/edit", pattern.startsWith("/admin/blog") ? "como-escolher-uma-grade-magnetica/edit" : "grade-magnetica-neodimio/edit")
    .replace(":id", "00000000-0000-0000-0000-000000000000")
    .replace(":subject", "page")
    .replace(":type", "analytics")
    .replace(":name", "nao-existe.png")
    .replace(":token", "convite-que-nao-existe")
    .replace("*", "nao-existe");

/** A screen's single-fetch loader: its path plus `.data`, the panel's start at `/admin.data`. */
const dataAddressOf = (address: string) => `${address}.data`;

const staffCookie = () => {
  const [cookie] = (JSON.parse(readFileSync(staffState, "utf8")) as { cookies: { name: string; value: string }[] }).cookies;
  return `${cookie!.name}=${cookie!.value}`;
};

test("every admin screen, its data loader and API, signed in or not, and every preview answer Cache-Control: private, no-store", async ({
  playwright,
}) => {
  const staff = await playwright.request.newContext({ baseURL, storageState: staffState, maxRedirects: 0 });
  const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const expectPrivate = async (answer: Awaited<ReturnType<typeof staff.get>>, what: string) => {
    expect(answer.status(), what).toBeLessThan(500);
    expect(answer.headers()["cache-control"], what).toBe("private, no-store");
  };
  for (const pattern of Object.keys(adminRouteAreas)) {
    const address = addressOf(pattern);
    await expectPrivate(await staff.get(address), `staff ${address}`);
    await expectPrivate(await anonymous.get(address), `anonymous ${address}`);
    if (!pattern.startsWith("/api/")) await expectPrivate(await staff.get(dataAddressOf(address)), `staff ${dataAddressOf(address)}`);
  }
  for (const pattern of signedOutAdminPatterns) {
    await expectPrivate(await anonymous.get(addressOf(pattern)), `anonymous ${addressOf(pattern)}`);
  }
  for (const address of ["/visualizar/00000000-0000-0000-0000-000000000000", "/visualizar/blog/00000000-0000-0000-0000-000000000000"]) {
    await expectPrivate(await staff.get(address), `staff ${address}`);
  }
  // A public page rendered for the signed-in staff member is theirs too.
  await expectPrivate(await staff.get("/quem-somos"), "staff /quem-somos");
  await staff.dispose();
  await anonymous.dispose();
});

test("a control character in a staff screen's query is refused with 400 whatever the path's case or encoding", async ({ playwright }) => {
  const staff = await playwright.request.newContext({ baseURL, storageState: staffState, maxRedirects: 0 });
  for (const address of [
    "/ADMIN/leads?q=%00",
    "/admin/LEADS?q=%00",
    "/Admin/Leads?q=%00",
    "/%61dmin/leads?q=%00",
    "/admin/messages?q=a%0Ab",
  ]) {
    const answer = await staff.get(address);
    expect(answer.status(), address).toBe(400);
    expect(await answer.text(), address).toContain("Requisição inválida.");
  }
  const api = await staff.get("/API/ADMIN/leads/export?q=%00");
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: { message: "Requisição inválida.", code: "bad_request" } });
  // The screen itself still answers its search.
  expect((await staff.get("/ADMIN/leads?q=grade")).status()).toBe(200);
  await staff.dispose();
});

test("a 5 KB query and a forged session cookie are answered from the page cache; a real session gets a fresh page", async ({ request }) => {
  const path = "/quem-somos";
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");
  const padded = await request.get(`${path}?lixo=${"x".repeat(5000)}`);
  expect(padded.headers()["x-page-cache"]).toBe("hit");
  const [name, value] = staffCookie().split("=", 2) as [string, string];
  const token = decodeURIComponent(value).split(".")[0]!;
  for (const cookie of [`${name}=${token}.${"A".repeat(43)}=`, `${name}=qualquer-coisa`, `${name}=${token}`]) {
    const forged = await request.get(path, { headers: { cookie } });
    expect(forged.headers()["x-page-cache"], cookie).toBe("hit");
  }
  const signed = await request.get(path, { headers: { cookie: staffCookie() } });
  expect(signed.status()).toBe(200);
  expect(signed.headers()["x-page-cache"]).toBeUndefined();
});

test("TRACE and other unserved methods answer 405 with Allow, and no React Router message", async ({ request }) => {
  const trace = await request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD");
  expect(await trace.text()).toBe("Método não permitido.");

  const put = await request.put("/produtos", { headers: { origin: baseURL } });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("GET, HEAD");
  const page = await put.text();
  expect(page).toContain("Método Não Permitido");
  expect(page).not.toContain("You made a");

  const data = await request.post("/produtos.data", { headers: { origin: baseURL } });
  expect(data.status()).toBe(405);
  expect(data.headers().allow).toBe("GET, HEAD");
  expect(await data.text()).not.toContain("You made a");

  for (const [method, path, allow] of [
    ["PUT", "/api/search", "GET, HEAD"],
    ["GET", "/api/contact-requests", "POST"],
    ["DELETE", "/api/visits", "POST"],
    ["PATCH", "/api/chat", "GET, HEAD, POST"],
  ] as const) {
    const answer = await request.fetch(path, { method, headers: { origin: baseURL } });
    expect(answer.status(), `${method} ${path}`).toBe(405);
    expect(answer.headers().allow, `${method} ${path}`).toBe(allow);
    expect(await answer.json(), `${method} ${path}`).toEqual({ error: { message: "Método não permitido", code: "method_not_allowed" } });
  }
});

test("behind the staff guard, a method is refused only once the session and role are known", async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
  const api = await anonymous.post("/api/admin/messages/export", { headers: { origin: baseURL } });
  expect(api.status()).toBe(401);
  expect(api.headers().allow).toBeUndefined();
  expect((await anonymous.put("/admin/special-pages", { headers: { origin: baseURL } })).status()).toBe(302);
  await anonymous.dispose();

  const staff = await playwright.request.newContext({ baseURL, storageState: staffState, maxRedirects: 0 });
  const staffApi = await staff.post("/api/admin/messages/export", { headers: { origin: baseURL } });
  expect(staffApi.status()).toBe(405);
  expect(staffApi.headers().allow).toBe("GET, HEAD");
  expect(await staffApi.json()).toEqual({ error: { message: "Método não permitido", code: "method_not_allowed" } });
  const screen = await staff.put("/admin/special-pages", { headers: { origin: baseURL } });
  expect(screen.status()).toBe(405);
  expect(screen.headers().allow).toBe("GET, HEAD");
  expect(await screen.text()).toContain("Método Não Permitido");
  await staff.dispose();
});

test("the 405 screen is the site's, in Portuguese, with the way home", async ({ page, watcher }) => {
  watcher.allow({ response: /\/produtos$/, method: "PUT", status: 405 });
  await page.route("**/produtos", (route) => route.continue({ method: "PUT" }));
  const response = await page.goto("/produtos");
  expect(response?.status()).toBe(405);
  await expect(page.getByRole("heading", { name: "Método Não Permitido" })).toBeVisible();
  await expect(page).toHaveTitle("Método Não Permitido");
  await expect(page.getByRole("link", { name: "Voltar ao início" })).toBeVisible();
});
