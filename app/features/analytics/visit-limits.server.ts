import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { config } from "~/config/env.server";
import { consumePoint, createRateLimiter } from "~/platform/security/index.server";
import { remember } from "~/lib/remember";

const durationSeconds = 10 * 60;

export const visitRateLimitedMessage = "Muitos registros de visita deste endereço. Aguarde alguns minutos.";

type Limiters = { pageViews: RateLimiterAbstract; heartbeats: RateLimiterAbstract; contactClicks: RateLimiterAbstract };

/**
 * Beacons per address in 10 minutes (300 page views by default). A visible page beats every 15 s,
 * 40 times in 10 minutes, so heartbeats may be twice the page views. A click on a WhatsApp, phone or
 * e-mail link is rarer than a page view: a fifth of them.
 */
function limiters(): Limiters {
  return remember<Limiters>("visit-limiters", () => {
    const pageViews = config().visitRatePerTenMinutes;
    return {
      pageViews: createRateLimiter({ keyPrefix: "visit_ip", points: pageViews, durationSeconds }),
      heartbeats: createRateLimiter({ keyPrefix: "heartbeat_ip", points: 2 * pageViews, durationSeconds }),
      contactClicks: createRateLimiter({ keyPrefix: "contact_click_ip", points: Math.max(1, Math.floor(pageViews / 5)), durationSeconds }),
    };
  });
}

/** Counts the beacon, valid or not, against its address; false once the address is over its limit. */
export function consumeBeacon(kind: keyof Limiters, clientIp: string) {
  return consumePoint(limiters()[kind], clientIp);
}
