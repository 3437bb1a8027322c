import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { visitorSessionId } from "~/features/analytics/visitor-session";
import { useContactClicks } from "./contact-clicks";
import { useEngagementHeartbeat } from "./engagement-heartbeat";

/**
 * Records each page view once, on load and on every client-side navigation, how long each page
 * stays visible, and clicks on its WhatsApp, phone and e-mail links; failures are ignored.
 */
export function VisitTracker() {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  useEngagementHeartbeat(location.pathname + location.search);
  useContactClicks();

  useEffect(() => {
    const path = location.pathname + location.search;
    if (previous.current === path) return;
    const referrer = previous.current === null ? document.referrer : window.location.origin + previous.current;
    previous.current = path;
    try {
      const body = JSON.stringify({ session_id: visitorSessionId(), page_path: path, referrer: referrer || null });
      void fetch("/api/visits", { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {});
    } catch {
      // Storage or network unavailable: the page works the same.
    }
  }, [location.pathname, location.search]);

  return null;
}
