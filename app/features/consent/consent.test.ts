import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const policyVersion = "2025-01-10T12:00:00.000Z";

/** A browser's cookie jar, window and network, as far as the consent reads and writes them. */
function browser(answer: () => Promise<Response>) {
  const jar = new Map<string, string>();
  const written: string[] = [];
  vi.stubGlobal("document", {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(text: string) {
      written.push(text);
      const pair = text.split(";")[0]!;
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    },
  });
  vi.stubGlobal("window", new EventTarget());
  const fetch = vi.fn(answer);
  vi.stubGlobal("fetch", fetch);
  return { written, fetch };
}

// Each test is a new page: the policy's version is asked once per page.
const consent = async () => ({ ...(await import("./consent")), ...(await import("./consent-record")) });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-06-05T13:00:00.000Z") });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the cookie choice and its record", () => {
  it("takes effect at once, and is recorded with its date and the cookie policy's version, for 365 days", async () => {
    const { written, fetch } = browser(async () => Response.json({ version: policyVersion }));
    const { readConsent, readConsentRecord, writeConsent } = await consent();

    writeConsent(true);
    expect(readConsent(document.cookie)).toBe("accepted");
    await vi.waitFor(() =>
      expect(readConsentRecord(document.cookie)).toEqual({ choice: "accepted", date: "2025-06-05T13:00:00.000Z", policyVersion }),
    );
    expect(fetch).toHaveBeenCalledWith("/api/cookie-policy");
    expect(written).toHaveLength(2);
    for (const cookie of written) expect(cookie).toMatch(/^cookie_consent(_record)?=[^;]+; max-age=31536000; path=\/; SameSite=Lax$/);
  });

  it("records a changed choice with the new date", async () => {
    const { fetch } = browser(async () => Response.json({ version: policyVersion }));
    const { readConsent, readConsentRecord, writeConsent } = await consent();
    writeConsent(true);
    await vi.waitFor(() => expect(readConsentRecord(document.cookie)?.choice).toBe("accepted"));

    vi.setSystemTime(new Date("2025-07-01T09:30:00.000Z"));
    writeConsent(false);
    expect(readConsent(document.cookie)).toBe("rejected");
    await vi.waitFor(() =>
      expect(readConsentRecord(document.cookie)).toEqual({ choice: "rejected", date: "2025-07-01T09:30:00.000Z", policyVersion }),
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("still holds the choice when the server cannot say the version, recorded as unknown", async () => {
    browser(async () => {
      throw new TypeError("offline");
    });
    const { readConsent, readConsentRecord, writeConsent } = await consent();
    writeConsent(false);
    expect(readConsent(document.cookie)).toBe("rejected");
    await vi.waitFor(() =>
      expect(readConsentRecord(document.cookie)).toEqual({ choice: "rejected", date: "2025-06-05T13:00:00.000Z", policyVersion: null }),
    );
  });

  it.each(["", "cookie_consent=true", "cookie_consent_record=%7Bnot-json", 'cookie_consent_record={"choice":"maybe","date":"x"}'])(
    "reads no record from %j",
    async (cookies) => {
      const { readConsentRecord } = await consent();
      expect(readConsentRecord(cookies)).toBeNull();
    },
  );

  it("reopens from the footer and closes once the visitor chooses", async () => {
    browser(async () => Response.json({ version: policyVersion }));
    const { openCookiePreferences, readConsentRecord, reviewingConsent, writeConsent } = await consent();
    const changes = vi.fn();
    window.addEventListener("consentchange", changes);

    openCookiePreferences();
    expect(reviewingConsent()).toBe(true);
    writeConsent(true);
    expect(reviewingConsent()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(readConsentRecord(document.cookie)?.choice).toBe("accepted"));
  });
});
