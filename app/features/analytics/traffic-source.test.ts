import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";
import { campaignOf, classifySource, referrerHost } from "./traffic-source";

const site = "www.magnasul.exemplo.com.br";

describe("where a visit came from", () => {
  it.each([
    ["https://www.google.com.br/", "Google"],
    ["https://www.google.com/search?q=grade", "Google"],
    ["https://l.facebook.com/l.php?u=x", "Facebook"],
    ["https://m.facebook.com/", "Facebook"],
    ["https://www.linkedin.com/feed/", "LinkedIn"],
    ["https://lnkd.in/abc", "LinkedIn"],
    ["https://www.bing.com/search?q=x", "Bing"],
    ["https://duckduckgo.com/", "DuckDuckGo"],
    ["https://l.instagram.com/", "Instagram"],
    ["https://t.co/xyz", "X"],
    ["https://www.youtube.com/watch?v=x", "YouTube"],
    ["https://web.whatsapp.com/", "WhatsApp"],
    ["https://wa.me/5519999999999", "WhatsApp"],
    ["https://mail.google.com/mail/u/0/", "E-mail"],
    ["https://outlook.live.com/mail/0/", "E-mail"],
    ["https://webmail.uol.com.br/", "E-mail"],
    ["https://forum.mineracao.exemplo/topico", "Outros"],
    [null, "Direto"],
    ["", "Direto"],
    ["not a url", "Direto"],
    ["https://www.magnasul.exemplo.com.br/produtos", "Direto"],
    ["https://googleads.fake-google.com.evil/", "Outros"],
  ])("%j is %s", (referrer, source) => {
    expect(classifySource(referrer, site)).toBe(source);
  });

  it("prefers the campaign's utm_source to the referrer", () => {
    expect(classifySource("https://www.google.com/", site, "facebook")).toBe("Facebook");
    expect(classifySource(null, site, "Google")).toBe("Google");
    expect(classifySource(null, site, "feira-2026")).toBe("Outros");
  });

  it.each([
    ["newsletter", "E-mail"],
    ["Newsletter", "E-mail"],
    ["email", "E-mail"],
    ["e-mail", "E-mail"],
    ["email_marketing", "E-mail"],
    ["mailchimp", "E-mail"],
    ["rdstation", "E-mail"],
    ["instagram", "Instagram"],
    ["instagram_stories", "Instagram"],
    ["ig", "Instagram"],
    ["whatsapp", "WhatsApp"],
    ["whats", "WhatsApp"],
    ["wa", "WhatsApp"],
    ["youtube", "YouTube"],
    ["yt", "YouTube"],
    ["bing", "Bing"],
    ["google", "Google"],
    ["tiktok", "TikTok"],
    ["wayback", "Outros"],
    ["xyz", "Outros"],
  ])("names the utm_source %j %s", (utmSource, source) => {
    expect(classifySource(null, site, utmSource)).toBe(source);
  });

  it("keeps the referrer's site only for visits from elsewhere", () => {
    expect(referrerHost("https://www.google.com.br/search", site)).toBe("google.com.br");
    expect(referrerHost("https://magnasul.exemplo.com.br/blog", site)).toBeNull();
    expect(referrerHost(null, site)).toBeNull();
  });

  it("reads the UTM tags of the landing address", () => {
    expect(campaignOf("/produtos?utm_source=google&utm_medium=cpc&utm_campaign=grade-2026")).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "grade-2026",
    });
    expect(campaignOf("/produtos")).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null });
  });
});

describe("the visitor's device", () => {
  it.each([
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36", "Computador"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15", "Computador"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Celular",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36", "Celular"],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      "Tablet",
    ],
    ["Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36", "Tablet"],
  ])("%s is %s", (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});
