import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { GeneralErrorBoundary } from "./ui/error-boundary";
import { refusedMethodContext } from "./lib/request-context";
import { manifestPath, siteIcons, themeColour } from "./features/site-icons";

/** A method the address does not serve gets the 405 screen, and React Router's own message for developers never leaves. */
const refuseUnservedMethod: Route.MiddlewareFunction = ({ context }) => {
  if (context.get(refusedMethodContext) === "at-root") throw data(null, { status: 405, statusText: "Method Not Allowed" });
};

export const middleware = [refuseUnservedMethod];

export const links: Route.LinksFunction = () => [
  // The site's mark (the magnet on the brand blue), as in the header; the .ico for browsers without SVG icons.
  { rel: "icon", href: siteIcons.favicon.path, sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: siteIcons.appleTouch.path },
  { rel: "manifest", href: manifestPath },
  // The blog's feed (blogFeed in the blog feature), for readers that find feeds from any page. Written
  // out, and untitled (readers show the feed's own title): every byte here is on the home's 120 KB budget.
  { rel: "alternate", type: "application/rss+xml", href: "/blog/feed.xml" },
];

/** While the server checks the staff session for an admin screen, say so. */
function AuthCheckIndicator() {
  const navigation = useNavigation();
  const location = useLocation();
  const enteringAdmin =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin") &&
    !navigation.location.pathname.startsWith("/admin/auth") &&
    (!location.pathname.startsWith("/admin") || location.pathname.startsWith("/admin/auth"));
  if (!enteringAdmin) return null;
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-white/80 text-steel-800 backdrop-blur-sm">
      <p className="rounded-md bg-white px-5 py-3 text-sm font-medium shadow">Verificando autenticação...</p>
    </div>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour} />
        {/* With a precedence, React writes the stylesheet before the module preloads it hoists
            from <Scripts />, so the first paint does not wait behind them. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <AuthCheckIndicator />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <main id="conteudo">
      <GeneralErrorBoundary />
    </main>
  );
}
