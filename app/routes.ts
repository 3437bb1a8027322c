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
    route("*", "routes/site/not-found.tsx"),
  ]),
  ...legacyCatalogue,
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),

  route("admin/auth", "routes/admin/auth.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("policies", "routes/admin/policies.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("home-page", "routes/admin/home-page.tsx"),
    route("about-page", "routes/admin/about-page.tsx"),
    route("special-pages", "routes/admin/special-pages.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  ...prefix("api", [
    route("auth/*", "routes/api/auth.ts"),
    route("search", "routes/api/search.ts"),
    route("visits", "routes/api/visits.ts"),
    route("admin", "routes/api/admin/layout.ts", [
      route("uploads", "routes/api/admin/uploads.ts"),
      route("uploads/:name", "routes/api/admin/upload.ts"),
      route("*", "routes/api/not-found.ts", { id: "api-admin-not-found" }),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
