import { useEffect, useRef } from "react";
import { visitorSessionId } from "../visitor-session";

/** At most one heartbeat every 15 s while the page is visible. */
const beatEveryMs = 15_000;
const maxBeatSeconds = 60;
const endpoint = "/api/visits/engagement";

type Clock = { path: string; visibleSince: number | null; pendingMs: number };

/** Adds the visible time so far to what is pending, and keeps counting while the page is visible. */
function tick(clock: Clock) {
  if (clock.visibleSince === null) return;
  const now = performance.now();
  clock.pendingMs += now - clock.visibleSince;
  clock.visibleSince = document.visibilityState === "visible" ? now : null;
}

/** Sends the pending time of the clock's page (a second at least); with sendBeacon when the page is being left. */
function report(clock: Clock, leaving: boolean) {
  tick(clock);
  if (clock.pendingMs < 1000) return;
  const body = JSON.stringify({
    session_id: visitorSessionId(),
    page_path: clock.path,
    engaged_seconds: Math.min(clock.pendingMs / 1000, maxBeatSeconds),
  });
  clock.pendingMs = 0;
  try {
    if (leaving && navigator.sendBeacon) navigator.sendBeacon(endpoint, body);
    else void fetch(endpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {});
  } catch {
    // Analytics never disturbs the page.
  }
}

/**
 * Measures how long the page stays visible and reports it: every 15 s while visible, and with
 * sendBeacon when the tab is hidden or left, so a one-page visit has a real duration. On a
 * client-side navigation the time so far belongs to the page being left.
 */
export function useEngagementHeartbeat(path: string) {
  const clock = useRef<Clock>({ path, visibleSince: null, pendingMs: 0 });

  useEffect(() => {
    const current = clock.current;
    current.visibleSince = document.visibilityState === "visible" ? performance.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") report(current, true);
      else current.visibleSince = performance.now();
    };
    const onLeave = () => report(current, true);
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") report(current, false);
    }, beatEveryMs);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", onLeave);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onLeave);
    };
  }, []);

  useEffect(() => {
    const current = clock.current;
    if (current.path === path) return;
    report(current, false);
    current.pendingMs = 0;
    current.path = path;
  }, [path]);
}
