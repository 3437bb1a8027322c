import { isRouteErrorResponse, Outlet, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import { config } from "~/config/env.server";
import { VisitTracker } from "~/features/analytics/components/visit-tracker";
import { ChatLauncher } from "~/features/chat/components/chat-launcher";
import { CookieBanner } from "~/features/consent/components/cookie-banner";
import { LeadCapture } from "~/features/contact/components/lead-capture";
import { JsonLdScript } from "~/features/seo/json-ld-script";
import { organizationData } from "~/features/seo/structured-data";
import { DetailSkeleton } from "~/features/site-layout/components/detail-skeleton";
import { SiteFooter } from "~/features/site-layout/components/site-footer";
import { SiteHeader } from "~/features/site-layout/components/site-header";
import { WhatsAppButton } from "~/features/site-layout/components/whatsapp-button";
import { getSiteChrome } from "~/features/site-layout/site-data.server";
import type { TrackingTag } from "~/db/content-types";
import { ThirdPartyTags } from "~/features/tracking/components/third-party-tags";
import { AppErrorScreen, NotFoundScreen } from "~/ui/status-screens";
import type { Route } from "./+types/layout";

export async function loader() {
  const chrome = await getSiteChrome();
  const { publicUrl } = config();
  return {
    ...chrome,
    seo: { publicUrl, siteName: chrome.company?.name ?? "" },
    organization: chrome.company ? organizationData(chrome.company, publicUrl) : null,
  };
}

// Pages that show a skeleton while they load during client-side navigation.
const skeletonPath = /^\/((produtos|servicos|importados)\/[^/]+|quem-somos)$/;

/** Tracking tags the current page declares in its loader data (D9). */
function usePageTrackingTags(): TrackingTag[] {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data as { trackingTags?: TrackingTag[] } | undefined;
  return leaf?.trackingTags ?? [];
}

function Chrome({ data, children }: { data: Route.ComponentProps["loaderData"] | undefined; children: React.ReactNode }) {
  const pageTags = usePageTrackingTags();
  return (
    <LeadCapture>
      <div className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only z-[60] rounded bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Pular para o conteúdo
        </a>
        <SiteHeader company={data?.company ?? null} />
        <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter company={data?.company ?? null} />
        {data?.organization ? <JsonLdScript data={data.organization} /> : null}
        {data?.company ? <WhatsAppButton company={data.company} /> : null}
        {data?.chatbotEnabled ? <ChatLauncher /> : null}
        <CookieBanner />
        {data ? <ThirdPartyTags site={data.tracking} pageTags={pageTags} /> : null}
        <VisitTracker />
      </div>
    </LeadCapture>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && skeletonPath.test(navigation.location.pathname);
  return <Chrome data={loaderData}>{loading ? <DetailSkeleton /> : <Outlet />}</Chrome>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Chrome data={data}>
      <title>{notFound ? "Página Não Encontrada" : "Erro na Aplicação"}</title>
      {notFound ? <NotFoundScreen /> : <AppErrorScreen message={error instanceof Error ? error.message : undefined} />}
    </Chrome>
  );
}
