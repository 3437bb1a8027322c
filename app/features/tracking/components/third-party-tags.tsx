import { useEffect } from "react";
import { useLocation } from "react-router";
import type { TrackingTag } from "~/db/content-types";
import { readConsent, useConsent } from "~/features/consent";

export type TrackingSettings = {
  googleAnalyticsId: string;
  googleTagManagerId: string;
  facebookPixelId: string;
  tags: TrackingTag[];
};

/**
 * Loads Google Analytics, Tag Manager, the Facebook Pixel and the enabled tracking tags
 * of the site and of the page, each at its position, and only after the visitor accepts
 * cookies (decision 013).
 */
export function ThirdPartyTags({ site, pageTags }: { site: TrackingSettings; pageTags: TrackingTag[] }) {
  const consent = useConsent();
  const { key } = useLocation();

  useEffect(() => {
    // Scripts that ran cannot be unloaded: once cookies are refused, the next page the visitor
    // opens loads afresh, without them (decision 141).
    if (document.querySelector("[data-tracking-tag]") && readConsent(document.cookie) !== "accepted") window.location.reload();
  }, [key]);

  useEffect(() => {
    if (consent !== "accepted") return;
    // The injector loads only for a visitor who accepted: most never need it.
    void import("../inject").then(({ facebookPixelSnippet, googleAnalyticsSnippet, googleTagManagerSnippet, injectSnippet }) => {
      if (site.googleAnalyticsId) injectSnippet("google-analytics", googleAnalyticsSnippet(site.googleAnalyticsId), "head");
      if (site.googleTagManagerId) injectSnippet("google-tag-manager", googleTagManagerSnippet(site.googleTagManagerId), "head");
      if (site.facebookPixelId) injectSnippet("facebook-pixel", facebookPixelSnippet(site.facebookPixelId), "head");
      for (const tag of [...site.tags, ...pageTags]) {
        if (tag.enabled) injectSnippet(`tag-${tag.id}`, tag.content, tag.position);
      }
    });
  }, [consent, site, pageTags]);

  return null;
}
