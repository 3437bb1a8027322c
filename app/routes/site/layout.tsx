import { Suspense } from "react";
import { Outlet, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import { config } from "~/config/env.server";
import { VisitTracker } from "~/features/analytics";
import { ChatLauncher } from "~/features/chat";
import { CookieBanner } from "~/features/consent";
import { LeadCapture } from "~/features/contact";
import { LazyDetailSkeleton, SiteFooter, SiteHeader, WhatsAppButton } from "~/features/site-layout";
import { getSiteChrome } from "~/features/site-layout/index.server";
import { getSiteShareImage } from "~/features/special-pages/index.server";
import type { TrackingTag } from "~/db/content-types";
import { ThirdPartyTags } from "~/features/tracking";
import type { Route } from "./+types/layout";
import { GeneralErrorBoundary } from "~/ui/error-boundary";

export async function loader() {
  const [chrome, shareImage] = await Promise.all([getSiteChrome(), getSiteShareImage()]);
  const { publicUrl } = config();
  return {
    ...chrome,
    seo: { publicUrl, siteName: chrome.company?.name ?? "", siteDescription: chrome.company?.tagline ?? "", shareImage },
  };
}

// Pages that show a skeleton while they load during client-side navigation.
const skeletonPath = /^\/((produtos|servicos|importados)\/[^/]+|quem-somos)$/;

/** Tracking tags the current page declares in its loader data. */
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
        <div data-floating>
          {data?.company ? <WhatsAppButton company={data.company} /> : null}
          {data?.chatbotEnabled ? (
            <ChatLauncher company={data.company ? { name: data.company.name, yearsInMarket: data.yearsInMarket } : null} />
          ) : null}
        </div>
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
  return (
    <Chrome data={loaderData}>
      {loading ? (
        <Suspense fallback={<Outlet />}>
          <LazyDetailSkeleton />
        </Suspense>
      ) : (
        <Outlet />
      )}
    </Chrome>
  );
}

export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/site/layout");
  return (
    <Chrome data={data}>
      <GeneralErrorBoundary />
    </Chrome>
  );
}
