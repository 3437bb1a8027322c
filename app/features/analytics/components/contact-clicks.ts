import { useEffect } from "react";
import { contactLinkKind } from "../contact-link";
import { visitorSessionId } from "../visitor-session";

const endpoint = "/api/contact-clicks";

/** Tells the server of a click on a WhatsApp, phone or e-mail link; the link opens as it would anyway. */
function reportClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const kind = link ? contactLinkKind(link.getAttribute("href") ?? "") : null;
  if (!kind) return;
  try {
    // Every browser the site supports has sendBeacon; one without it throws here and counts nothing.
    navigator.sendBeacon(endpoint, JSON.stringify({ session_id: visitorSessionId(), page_path: window.location.pathname, kind }));
  } catch {
    // Analytics never disturbs the page.
  }
}

/** Counts clicks on the site's WhatsApp, phone and e-mail links as conversions of the visit. */
export function useContactClicks() {
  useEffect(() => {
    document.addEventListener("click", reportClick, { capture: true });
    return () => document.removeEventListener("click", reportClick, { capture: true });
  }, []);
}
