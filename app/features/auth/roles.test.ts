import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { adminRouteAreas, mayUse, signedOutAdminPatterns, type StaffRole } from "./roles";

/** The full pattern of every route a request can end on (layouts are passed through), as React Router matches it. */
function patterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    return entry.children?.length ? patterns(entry.children, own) : [own || "/"];
  });
}

const adminPatterns = [...new Set(patterns(routes).filter((pattern) => /^\/(api\/)?admin(\/|$)/.test(pattern)))].filter(
  // Signing in and accepting an invitation come before any role.
  (pattern) => !signedOutAdminPatterns.includes(pattern),
);

describe("the roles' access to the panel", () => {
  it("has a rule for every admin route and API in app/routes.ts, and none for a route that is gone", () => {
    expect(adminPatterns.length).toBeGreaterThan(20);
    expect(adminPatterns.filter((pattern) => !(pattern in adminRouteAreas))).toEqual([]);
    expect(Object.keys(adminRouteAreas).filter((pattern) => !adminPatterns.includes(pattern))).toEqual([]);
  });

  it.each<[string, StaffRole[]]>([
    ["/admin", ["administrador", "editor", "comercial"]],
    ["/admin/account-security", ["administrador", "editor", "comercial"]],
    ["/admin/pages/:slug/edit", ["administrador", "editor"]],
    ["/admin/blog/new", ["administrador", "editor"]],
    ["/admin/special-pages", ["administrador", "editor"]],
    ["/api/admin/uploads", ["administrador", "editor"]],
    ["/admin/messages", ["administrador", "comercial"]],
    ["/admin/agent-messages", ["administrador", "comercial"]],
    ["/api/admin/messages/export", ["administrador", "comercial"]],
    ["/admin/settings", ["administrador"]],
    ["/admin/team", ["administrador"]],
    ["/admin/activity", ["administrador"]],
    ["/admin/outbox", ["administrador"]],
    ["/admin/reports", ["administrador", "editor", "comercial"]],
    ["/admin/leads/:id/privacidade", ["administrador", "comercial"]],
    ["/api/admin/leads/:id/export.json", ["administrador", "comercial"]],
    ["/api/admin/leads/:id/export.csv", ["administrador", "comercial"]],
    ["/admin/leads/:id/privacidade/apagar", ["administrador"]],
    ["/admin/uma-rota-sem-regra", []],
    // As React Router gives it to the guards.
    ["admin/pages/:slug/edit", ["administrador", "editor"]],
    ["api/admin/messages/export", ["administrador", "comercial"]],
  ])("%s is open to %j", (pattern, allowed) => {
    const roles: StaffRole[] = ["administrador", "editor", "comercial"];
    expect(roles.filter((role) => mayUse(role, pattern))).toEqual(allowed);
  });
});
