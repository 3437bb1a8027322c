import { baseURL } from "../../playwright.config";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "./test";
import routes from "../../app/routes";
import { signedOutAdminPatterns } from "~/features/auth";

/** Every address the app declares, from the route config itself, so a new route cannot be missed. */
function addresses(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const address = concrete(`/${own}`).replace(/\*/g, "qualquer");
    return [...(entry.path || entry.index ? [address] : []), ...addresses(entry.children ?? [], own)];
  });
}

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, "exemplo-1-2.png");
const all = [...new Set(addresses(routes))];
// The sign-in, a forgotten password and an invitation's link are for those not signed in.
const signedOut = signedOutAdminPatterns.map(concrete);
const adminPages = all.filter((path) => path.startsWith("/admin") && !signedOut.includes(path));
const adminApis = all.filter((path) => path.startsWith("/api/admin"));

test("the route config declares admin pages and admin APIs to check", () => {
  expect(adminPages).toEqual(expect.arrayContaining(["/admin", "/admin/sign-out"]));
  expect(adminApis).toEqual(expect.arrayContaining(["/api/admin/uploads", "/api/admin/uploads/exemplo-1-2.png"]));
});

for (const path of adminPages) {
  test(`anonymous visit to ${path} goes to the login, remembering the address`, async ({ request }) => {
    for (const method of ["GET", "POST"]) {
      const response = await request.fetch(path, { method, maxRedirects: 0, headers: { origin: `${baseURL}` } });
      expect(response.status(), `${method} ${path}`).toBe(302);
      expect(response.headers().location).toBe(`/admin/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });
}

for (const path of adminApis) {
  test(`anonymous call to ${path} answers 401`, async ({ request }) => {
    for (const method of ["GET", "POST", "PUT", "DELETE"]) {
      const response = await request.fetch(path, { method, maxRedirects: 0, headers: { origin: `${baseURL}` } });
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect((await response.json()).error.code).toBe("unauthorized");
    }
  });
}
