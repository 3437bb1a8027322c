/**
 * The proof of a cookie choice for the LGPD (decision 141): `cookie_consent_record`, the choice
 * with its date and the version of the cookie policy it was made under, kept as long as the
 * choice. Loaded with the first choice or review, so first pages never carry it.
 */
const recordName = "cookie_consent_record";
const maxAgeSeconds = 365 * 24 * 60 * 60;

export type ConsentRecord = { choice: "accepted" | "rejected"; date: string; policyVersion: string | null };

export function readConsentRecord(cookieHeader: string): ConsentRecord | null {
  const match = new RegExp(`(?:^|;\\s*)${recordName}=([^;]+)`).exec(cookieHeader);
  try {
    const record = JSON.parse(decodeURIComponent(match?.[1] ?? "")) as Partial<ConsentRecord>;
    const choice = record.choice === "accepted" || record.choice === "rejected" ? record.choice : null;
    if (!choice || typeof record.date !== "string") return null;
    return { choice, date: record.date, policyVersion: typeof record.policyVersion === "string" ? record.policyVersion : null };
  } catch {
    return null;
  }
}

let version: Promise<string | null> | undefined;

/** The cookie policy's version, asked of the server once per page. */
function cookiePolicyVersion() {
  version ??= fetch("/api/cookie-policy")
    .then((response) => response.json())
    .then((body: { version?: unknown }) => (typeof body.version === "string" ? body.version : null))
    .catch(() => null);
  return version;
}

/** Records a choice made at `date`; when the server cannot say the version, it is recorded as unknown. */
export async function recordChoice(accepted: boolean, date: string) {
  const record: ConsentRecord = { choice: accepted ? "accepted" : "rejected", date, policyVersion: await cookiePolicyVersion() };
  document.cookie = `${recordName}=${encodeURIComponent(JSON.stringify(record))}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}
