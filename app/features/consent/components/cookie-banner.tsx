import { Icon } from "~/ui/icons/icon";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button-class";
import { closeCookiePreferences, writeConsent } from "../consent";
import { useConsent, useReviewingConsent } from "../use-consent";

// Shown only when the visitor reviews the choice: kept off the first page load.
const CurrentChoice = lazy(() => import("./current-choice"));

export function CookieBanner() {
  const consent = useConsent();
  const reviewing = useReviewingConsent();
  const visible = consent === "unset" || reviewing;
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    // Reopened from the footer: the reader is taken to it.
    if (reviewing) banner.current?.focus();
  }, [reviewing, banner]);
  if (!visible) return null;
  return (
    <section
      ref={banner}
      aria-label="Aviso de cookies"
      tabIndex={-1}
      // The quote prompt waits until the banner is answered (docs/product/leads.md); on a phone, the floating buttons too (app.css).
      data-overlay
      data-cookie-banner
      className="fixed inset-x-0 bottom-0 z-50 border-t border-steel-200 bg-white p-4 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] focus:outline-none sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-card sm:border"
    >
      <div className="flex gap-3">
        <Icon name="Cookie" className="mt-0.5 size-6 shrink-0 text-accent-600" />
        <div>
          {reviewing && consent !== "unset" ? (
            <Suspense fallback={null}>
              <CurrentChoice accepted={consent === "accepted"} />
            </Suspense>
          ) : null}
          <p className="text-sm text-steel-800">
            Usamos cookies necessários para o site funcionar. Ferramentas de medição e marketing (Google Analytics, Tag Manager, Facebook
            Pixel) só são ativadas se você aceitar.{" "}
            <Link to="/politicas" className="font-medium text-brand-700 underline">
              Política de Cookies
            </Link>
          </p>
          <div className="mt-3 flex gap-2">
            <button type="button" className={buttonClass({ size: "sm" })} onClick={() => writeConsent(true)}>
              Aceitar
            </button>
            <button type="button" className={buttonClass({ size: "sm", variant: "outline" })} onClick={() => writeConsent(false)}>
              Recusar
            </button>
          </div>
        </div>
        {reviewing ? (
          <button
            type="button"
            aria-label="Fechar preferências de cookies"
            className="-mt-2 -mr-2 self-start rounded-md p-2 text-steel-700 hover:bg-steel-100"
            onClick={closeCookiePreferences}
          >
            <Icon name="X" className="size-5" />
          </button>
        ) : null}
      </div>
    </section>
  );
}
