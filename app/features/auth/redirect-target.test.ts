import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

const site = "https://www.magnasul.exemplo.com.br";

/** Where a browser on the site's login page goes with the target. */
const destination = (value: string) => new URL(safeRedirectTarget(value), `${site}/admin/auth`);

describe("the destination after sign-in", () => {
  it.each([
    "/admin/../%09//evil.com",
    "/admin/..//evil.com",
    "/admin/../\\evil.com",
    "/admin/..\\..\\/evil.com",
    "/admin/%2e%2e//evil.com",
    "/admin/.%2e/.%2e//evil.com",
    "/admin/../\t//evil.com",
    "/admin/../\n/evil.com",
    "/admin\\..\\..\\evil.com",
    "//evil.com/admin",
    "/\\evil.com/admin",
    "\\\\evil.com/admin",
    "https://evil.com/admin",
    "javascript:alert(1)//admin",
    "/admin@evil.com",
    "/administrador",
    "/admin/../produtos",
    "/admin/auth",
    "/admin/auth?redirectTo=/admin",
    "/admin/./auth",
    " /admin",
  ])("keeps %j on this site under /admin", (value) => {
    const url = destination(value);
    expect(url.origin).toBe(site);
    expect(url.pathname === "/admin" || url.pathname.startsWith("/admin/")).toBe(true);
    expect(url.pathname.startsWith("/admin/auth")).toBe(false);
  });

  it("keeps an admin page with its query and fragment", () => {
    expect(safeRedirectTarget("/admin/messages?search=ana#lista")).toBe("/admin/messages?search=ana#lista");
    expect(safeRedirectTarget("/admin")).toBe("/admin");
  });

  it("falls back to the dashboard for nothing or a foreign target", () => {
    expect(safeRedirectTarget(null)).toBe("/admin");
    expect(safeRedirectTarget("https://evil.com/admin")).toBe("/admin");
  });
});
