import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),

  route("admin/auth", "routes/admin/auth.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("sign-out", "routes/admin/sign-out.ts"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  ...prefix("api", [
    route("auth/*", "routes/api/auth.ts"),
    route("admin", "routes/api/admin/layout.ts", [
      route("uploads", "routes/api/admin/uploads.ts"),
      route("uploads/:name", "routes/api/admin/upload.ts"),
      route("*", "routes/api/not-found.ts", { id: "api-admin-not-found" }),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
