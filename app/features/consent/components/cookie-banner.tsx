import { Icon } from "~/ui/icons/icon";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/ui/button-class";
import { writeConsent } from "../consent";
import { useConsent } from "../use-consent";

/**
 * Keeps the floating chat and WhatsApp buttons above the banner while it is shown: on a
 * phone it spans the bottom of the screen (the buttons read --consent-offset).
 */
function useLiftFloatingButtons(visible: boolean) {
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--consent-offset", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-offset");
    };
  }, [visible]);
  return banner;
}

export function CookieBanner() {
  const consent = useConsent();
  const banner = useLiftFloatingButtons(consent === "unset");
  if (consent !== "unset") return null;
  return (
    <section
      ref={banner}
      aria-label="Aviso de cookies"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-steel-200 bg-white p-4 shadow-[0_-4px_24px_rgba(0,0,0,0.12)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-card sm:border"
    >
      <div className="flex gap-3">
        <Icon name="Cookie" className="mt-0.5 size-6 shrink-0 text-accent-600" />
        <div>
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
      </div>
    </section>
  );
}
