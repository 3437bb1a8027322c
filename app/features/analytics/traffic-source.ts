// Sources as the reports name them for staff: Google, Facebook, LinkedIn, 'Outros' and 'Direto'
// (in Portuguese, not 'Direct'), with e-mail, messaging, video and other search sites
// named where the referrer or the campaign's utm_source tells them.
const namedHosts: Array<[RegExp, string]> = [
  // Webmail before the search sites that host it (mail.google.com, mail.yahoo.com).
  [/^(mail|webmail|email)\.|(^|\.)outlook\.(live|office|office365)\.com$/, "E-mail"],
  [/(^|\.)google\.[a-z.]+$/, "Google"],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, "Facebook"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)bing\.com$/, "Bing"],
  [/(^|\.)yahoo\.com$|(^|\.)search\.yahoo\.[a-z.]+$/, "Yahoo"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, "X"],
  [/(^|\.)(whatsapp\.com|wa\.me)$/, "WhatsApp"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
];

/**
 * utm_source values people write for the same places, lowercased. Written so PostgreSQL reads
 * them alike (no \b): migration 0009 named the visits stored before with these same patterns.
 */
const namedUtm: Array<[RegExp, string]> = [
  [/^google/, "Google"],
  [/^(facebook|fb|meta)/, "Facebook"],
  [/^(linkedin|lnkd)/, "LinkedIn"],
  [/^bing/, "Bing"],
  [/^(instagram|(insta|ig)([^a-z0-9]|$))/, "Instagram"],
  [/^(youtube|yt([^a-z0-9]|$))/, "YouTube"],
  [/^(twitter|x([^a-z0-9]|$))/, "X"],
  [/^(whats|(wpp|zap|wa)([^a-z0-9]|$))/, "WhatsApp"],
  [/^(e-?mail|mail|newsletter|rd[ _-]?station|brevo|sendinblue)/, "E-mail"],
  [/^tiktok/, "TikTok"],
];

function hostOf(referrer: string | null | undefined) {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * The source of a visit: its utm_source when tagged, else its referrer's site; no referrer,
 * or a page of this site, is 'Direto'; a site or tag not known by name is 'Outros'.
 */
export function classifySource(referrer: string | null | undefined, siteHost: string, utmSource?: string | null) {
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged) return namedUtm.find(([pattern]) => pattern.test(tagged))?.[1] ?? "Outros";
  const host = hostOf(referrer);
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, "")) return "Direto";
  return namedHosts.find(([pattern]) => pattern.test(host))?.[1] ?? "Outros";
}

/** The referrer's site, kept for the reports ('Outros' can be broken down); none for direct visits. */
export function referrerHost(referrer: string | null | undefined, siteHost: string) {
  const host = hostOf(referrer);
  return host && host !== siteHost.toLowerCase().replace(/^www\./, "") ? host.slice(0, 255) : null;
}

export type Campaign = { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null };

/** The UTM tags of a page address ("/produtos?utm_source=google&utm_medium=cpc"). */
export function campaignOf(pagePath: string): Campaign {
  const params = new URL(pagePath, "http://site.invalid").searchParams;
  const tag = (name: string) => params.get(name)?.trim().slice(0, 200) || null;
  return { utmSource: tag("utm_source"), utmMedium: tag("utm_medium"), utmCampaign: tag("utm_campaign") };
}
