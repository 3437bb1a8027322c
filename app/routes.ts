import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

const catalogue = ["produtos", "servicos", "importados"].flatMap((base) => [
  route(base, "routes/site/catalogue-list.tsx", { id: `${base}-list` }),
  route(`${base}/:slug`, "routes/site/catalogue-detail.tsx", { id: `${base}-detail` }),
]);

const legacyCatalogue = ["imas", "equipamentos-servicos"].flatMap((base) => [
  route(base, "routes/site/legacy-redirect.ts", { id: `${base}-legacy-list` }),
  route(`${base}/:slug`, "routes/site/legacy-redirect.ts", { id: `${base}-legacy-detail` }),
]);

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    ...catalogue,
    route("blog", "routes/site/blog.tsx"),
    route("blog/:slug", "routes/site/blog-post.tsx"),
    route("quem-somos", "routes/site/about.tsx"),
    route("contato", "routes/site/contact.tsx"),
    route("politicas", "routes/site/policies.tsx"),
    route("visualizar/blog/:id", "routes/site/post-preview.tsx"),
    route("visualizar/:id", "routes/site/page-preview.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...legacyCatalogue,
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  route("admin/auth", "routes/admin/auth.tsx"),
  route("admin/auth/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/auth/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/invitation/:token", "routes/admin/invitation.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("blog", "routes/admin/blog.tsx"),
    route("blog/new", "routes/admin/blog-new.tsx"),
    route("blog/:slug/edit", "routes/admin/blog-edit.tsx"),
    route("policies", "routes/admin/policies.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("agent-messages", "routes/admin/agent-messages.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("pages/new", "routes/admin/page-new.tsx"),
    route("pages/:slug/edit", "routes/admin/page-edit.tsx", { id: "admin-page-edit-by-slug" }),
    route("pages/edit/:id", "routes/admin/page-edit.tsx", { id: "admin-page-edit-by-id" }),
    route("settings", "routes/admin/settings.tsx"),
    route("account-security", "routes/admin/account-security.tsx"),
    route("home-page", "routes/admin/home-page.tsx"),
    route("about-page", "routes/admin/about-page.tsx"),
    route("special-pages", "routes/admin/special-pages.tsx"),
    route("history/:subject/:id", "routes/admin/history.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/:type", "routes/admin/report-detail.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("media", "routes/admin/media.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  ...prefix("api", [
    route("auth/*", "routes/api/auth.ts"),
    route("health", "routes/api/health.ts"),
    route("search", "routes/api/search.ts"),
    route("visits", "routes/api/visits.ts"),
    route("visits/engagement", "routes/api/visit-engagement.ts"),
    route("contact-requests", "routes/api/contact-requests.ts"),
    route("cookie-policy", "routes/api/cookie-policy.ts"),
    route("chat", "routes/api/chat.ts"),
    route("admin", "routes/api/admin/layout.ts", [
      route("uploads", "routes/api/admin/uploads.ts"),
      route("dashboard/stats", "routes/api/admin/dashboard-stats.ts"),
      route("messages/export", "routes/api/admin/messages-export.ts"),
      route("reports/analytics.csv", "routes/api/admin/analytics-export.ts"),
      route("dashboard/meetings", "routes/api/admin/dashboard-meetings.ts"),
      route("uploads/:name", "routes/api/admin/upload.ts"),
      route("media", "routes/api/admin/media.ts"),
      route("*", "routes/api/not-found.ts", { id: "api-admin-not-found" }),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
