/** What a staff member may do in the panel (decision 147): each account has one role. */
export const staffRoles = ["administrador", "editor", "comercial"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/** The parts of the panel, each open to some roles. */
type Area = "everyone" | "content" | "sales" | "administration";

const areaRoles: Record<Area, readonly StaffRole[]> = {
  everyone: staffRoles,
  content: ["administrador", "editor"],
  sales: ["administrador", "comercial"],
  administration: ["administrador"],
};

/**
 * The area of every admin route and API, by its pattern in `app/routes.ts`. A route missing here
 * is refused to everyone, and the role matrix test names it.
 */
export const adminRouteAreas: Record<string, Area> = {
  "/admin": "everyone",
  "/admin/sign-out": "everyone",
  "/admin/conta": "everyone",
  "/admin/account-security": "everyone",
  "/admin/*": "everyone",
  "/admin/pages": "content",
  "/admin/pages/new": "content",
  "/admin/pages/:slug/edit": "content",
  "/admin/pages/edit/:id": "content",
  "/admin/blog": "content",
  "/admin/blog/new": "content",
  "/admin/blog/:slug/edit": "content",
  "/admin/policies": "content",
  "/admin/home-page": "content",
  "/admin/about-page": "content",
  "/admin/special-pages": "content",
  "/admin/history/:subject/:id": "content",
  "/admin/media": "content",
  "/admin/messages": "sales",
  "/admin/agent-messages": "sales",
  // The LGPD tools (decision 175): sales export a person's data, only administrators erase it.
  "/admin/leads/:id/privacidade": "sales",
  "/admin/leads/:id/privacidade/apagar": "administration",
  "/admin/leads": "sales",
  "/admin/leads/novo": "sales",
  "/admin/leads/importar": "sales",
  "/admin/leads/:id": "sales",
  "/admin/propostas/:id": "sales",
  // Each role sees its own tabs (features/reports/report-tabs.ts).
  "/admin/reports": "everyone",
  "/admin/reports/:type": "everyone",
  "/admin/settings": "administration",
  "/admin/team": "administration",
  "/admin/activity": "administration",
  "/admin/outbox": "administration",
  "/api/admin/uploads": "content",
  "/api/admin/uploads/:name": "content",
  "/api/admin/media": "content",
  "/api/admin/messages/export": "sales",
  "/api/admin/leads/export": "sales",
  "/api/admin/reports/analytics.csv": "sales",
  "/api/admin/reports/vendas.csv": "sales",
  "/api/admin/leads/:id/export.json": "sales",
  "/api/admin/leads/:id/export.csv": "sales",
  "/api/admin/propostas/catalogo": "sales",
  "/api/admin/propostas/:id/pdf": "sales",
  "/api/admin/*": "everyone",
};

/** The panel's pages for someone not signed in: the sign-in, a forgotten password and an invitation's link. */
export const signedOutAdminPatterns = [
  "/admin/auth",
  "/admin/auth/forgot-password",
  "/admin/auth/reset-password",
  "/admin/invitation/:token",
];

/** Whether this role may use the route with this pattern; an unknown pattern is no one's. */
export function mayUse(role: StaffRole, pattern: string) {
  // React Router joins its routes' paths without the leading slash ("admin/pages").
  const area = adminRouteAreas[pattern.startsWith("/") ? pattern : `/${pattern}`];
  return area !== undefined && areaRoles[area].includes(role);
}
