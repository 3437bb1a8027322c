import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { invalidateCache } from "~/platform/page-cache/page-cache.server";
import { sampleSettings } from "~/features/seed/sample-content";
import { getSiteChrome } from "~/features/site-layout/site-data.server";
import { trackingTagMessages } from "~/features/tracking/tag-schema";
import { getLostReasons, getSettingsFormValues, settingUpdatedAt } from "./queries.server";
import type { SettingsForm } from "./schema";
import { saveSettings } from "./service.server";

// Invalidations still reach the content memo: a save shows on the next read.
vi.mock("~/platform/page-cache/page-cache.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/platform/page-cache/page-cache.server")>();
  return { ...actual, invalidateCache: vi.fn(actual.invalidateCache) };
});

const storedRows = () => db().select().from(siteSettings).orderBy(siteSettings.settingKey);

describe.each(testDrivers)("settings service on %s", (driver) => {
  let form: SettingsForm;

  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db()
      .insert(siteSettings)
      .values(Object.entries(sampleSettings).map(([settingKey, settingValue]) => ({ settingKey, settingValue })));
  });

  afterAll(() => closeDatabase());

  beforeEach(async () => {
    vi.mocked(invalidateCache).mockClear();
    form = await getSettingsFormValues();
  });

  it("reads the stored settings as the editor's values", () => {
    expect(form.chatbot_enabled).toBe(true);
    expect(form.tracking_tags.map((tag) => tag.name)).toEqual(["Tag de exemplo (demonstração)"]);
    expect(form.company.units).toHaveLength(3);
    expect(form.company.social.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it("keeps the reasons of loss staff type, one per line, for the pipeline to check against; a repeated one saves nothing", async () => {
    expect(form.lost_reasons).toEqual(["Preço", "Prazo", "Concorrente", "Sem resposta", "Sem orçamento", "Outro"]);
    expect(await saveSettings({ ...form, lost_reasons: "Preço\nFrete caro\npreço" })).toMatchObject({ ok: false });
    expect(await getLostReasons()).toEqual(["Preço", "Prazo", "Concorrente", "Sem resposta", "Sem orçamento", "Outro"]);
    expect(await saveSettings({ ...form, lost_reasons: " Preço \n\nFrete caro\n" })).toEqual({ ok: true });
    expect(await getLostReasons()).toEqual(["Preço", "Frete caro"]);
    expect((await getSettingsFormValues()).lost_reasons).toEqual(["Preço", "Frete caro"]);
    await saveSettings({ ...form, lost_reasons: form.lost_reasons });
  });

  it("saves every key, and the public site reads the new values", async () => {
    const result = await saveSettings({
      ...form,
      google_analytics_id: " g-abc1234567 ",
      google_tag_manager_id: "GTM-K9X2PQ",
      facebook_pixel_id: "123456789012345",
      chatbot_enabled: false,
      tracking_tags: [
        ...form.tracking_tags,
        { id: "t-2", name: "Pixel LinkedIn", type: "pixel", content: "<img src='/p.gif'>", position: "body_end", enabled: false },
      ],
      company: {
        ...form.company,
        name: "Magnasul Editada",
        phone: "(19) 3800-1234",
        whatsappNumber: "+55 (19) 99999-0000",
        openingHours: ["Segunda a sexta: 8h às 18h", "", "  "],
        foundedYear: 2001,
        claims: ["Desde {ano_fundacao}", "", "{anos} anos no mercado"],
        units: form.company.units.map((unit, index) => (index === 1 ? { ...unit, email: "oficina@magnasul.exemplo.com.br" } : unit)),
        social: { ...form.company.social, linkedin: "" },
      },
    });
    expect(result).toEqual({ ok: true });
    expect(invalidateCache).toHaveBeenCalledWith("settings");

    const chrome = await getSiteChrome();
    expect(chrome.chatbotEnabled).toBe(false);
    expect(chrome.tracking).toMatchObject({
      googleAnalyticsId: "G-ABC1234567",
      googleTagManagerId: "GTM-K9X2PQ",
      facebookPixelId: "123456789012345",
    });
    expect(chrome.tracking.tags.map((tag) => [tag.name, tag.position, tag.enabled])).toEqual([
      ["Tag de exemplo (demonstração)", "head", true],
      ["Pixel LinkedIn", "body_end", false],
    ]);
    expect(chrome.company).toMatchObject({
      name: "Magnasul Editada",
      whatsappNumber: "5519999990000",
      openingHours: ["Segunda a sexta: 8h às 18h"],
      claims: ["Desde 2001", `${new Date().getFullYear() - 2001} anos no mercado`],
    });
    expect(chrome.yearsInMarket).toBe(new Date().getFullYear() - 2001);
    expect(chrome.company?.units[1]?.email).toBe("oficina@magnasul.exemplo.com.br");
    expect(chrome.company?.social.linkedin).toBe("");
  });

  it("allows every measurement id to be empty", async () => {
    const result = await saveSettings({ ...form, google_analytics_id: "", google_tag_manager_id: " ", facebook_pixel_id: "" });
    expect(result).toEqual({ ok: true });
    expect((await getSiteChrome()).tracking).toMatchObject({ googleAnalyticsId: "", googleTagManagerId: "", facebookPixelId: "" });
  });

  it.each([
    [
      "google_analytics_id",
      { google_analytics_id: "GA-123" },
      "ID do Google Analytics inválido. Use o formato G-XXXXXXXXXX, AW-XXXXXXXXX ou UA-XXXXXXX-X",
    ],
    ["google_tag_manager_id", { google_tag_manager_id: "GTM_12" }, "ID do Google Tag Manager inválido. Use o formato GTM-XXXXXXX"],
    ["facebook_pixel_id", { facebook_pixel_id: "fb-123" }, "ID do Facebook Pixel inválido. Use apenas os números do pixel"],
  ])("refuses a malformed %s with its message and writes nothing", async (field, change, message) => {
    const before = await storedRows();
    const result = await saveSettings({ ...form, ...change, chatbot_enabled: !form.chatbot_enabled });
    expect(result).toMatchObject({ ok: false, status: 400, message, fieldErrors: { [field]: message } });
    expect(await storedRows()).toEqual(before);
    expect(invalidateCache).not.toHaveBeenCalled();
  });

  it.each([
    ["company.email", { email: "contato@" }, "E-mail inválido"],
    ["company.salesEmail", { salesEmail: "" }, "E-mail de vendas inválido"],
    ["company.name", { name: "  " }, "Nome da empresa é obrigatório"],
    ["company.openingHours", { openingHours: [" "] }, "Informe ao menos um horário de atendimento"],
    ["company.whatsappNumber", { whatsappNumber: "1234" }, "Número de WhatsApp inválido. Informe DDI, DDD e número, como 5519900000000"],
    ["company.foundedYear", { foundedYear: 3000 }, "Ano de fundação inválido"],
    [
      "company.social.facebook",
      { social: { facebook: "javascript:alert(1)", instagram: "https://i.com/x", youtube: "https://y.com/x", linkedin: "" } },
      "URL do Facebook inválida",
    ],
    [
      "company.social.linkedin",
      { social: { facebook: "https://f.com/x", instagram: "https://i.com/x", youtube: "https://y.com/x", linkedin: "linkedin" } },
      "URL do LinkedIn inválida",
    ],
    ["company.tagline", { tagline: "x".repeat(201) }, "Use no máximo 200 caracteres"],
    ["company.postalCode", { postalCode: "1392-000" }, "CEP inválido. Use o formato 00000-000"],
    ["company.latitude", { latitude: "-95" }, "Latitude inválida. Use graus decimais entre -90 e 90, como -22.7419"],
    ["company.longitude", { longitude: "oeste" }, "Longitude inválida. Use graus decimais entre -180 e 180, como -46.9014"],
    ["company.longitude", { longitude: "" }, "Informe a latitude e a longitude, ou deixe as duas vazias"],
    ["company.logoUrl", { logoUrl: "javascript:alert(1)" }, "Endereço do logotipo inválido"],
  ])("refuses %s with a pt-BR message and writes nothing", async (field, change, message) => {
    const before = await storedRows();
    const result = await saveSettings({ ...form, company: { ...form.company, ...change } });
    expect(result).toMatchObject({ ok: false, message, fieldErrors: { [field]: message } });
    expect(await storedRows()).toEqual(before);
  });

  it("keeps the postal code and the position as search engines read them", async () => {
    const result = await saveSettings({
      ...form,
      company: { ...form.company, postalCode: "13920000", latitude: "-22,75", longitude: " -46,9 " },
    });
    expect(result).toMatchObject({ ok: true });
    expect((await getSettingsFormValues()).company).toMatchObject({ postalCode: "13920-000", latitude: "-22.75", longitude: "-46.9" });
  });

  it("refuses a business unit without a valid e-mail or tax id, and a missing unit", async () => {
    const units = form.company.units.map((unit, index) => (index === 2 ? { ...unit, email: "x", taxId: "123" } : unit));
    const result = await saveSettings({ ...form, company: { ...form.company, units } });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        "company.units.2.email": "E-mail da unidade inválido",
        "company.units.2.taxId": "CNPJ inválido. Use o formato 00.000.000/0000-00",
      },
    });
    const missing = await saveSettings({ ...form, company: { ...form.company, units: form.company.units.slice(0, 2) } });
    expect(missing).toMatchObject({ ok: false, message: "Informe as três unidades de negócio" });
  });

  it("refuses a tracking tag without a name or code, or of an unknown type or position", async () => {
    const tag = { id: "t-x", name: "Nova", type: "script", content: "<script></script>", position: "head", enabled: true };
    expect(await saveSettings({ ...form, tracking_tags: [{ ...tag, name: "" }] })).toMatchObject({
      ok: false,
      fieldErrors: { "tracking_tags.0.name": trackingTagMessages.name },
    });
    expect(await saveSettings({ ...form, tracking_tags: [{ ...tag, content: "  " }] })).toMatchObject({
      ok: false,
      fieldErrors: { "tracking_tags.0.content": trackingTagMessages.content },
    });
    expect((await saveSettings({ ...form, tracking_tags: [{ ...tag, type: "iframe" }] })).ok).toBe(false);
    expect((await saveSettings({ ...form, tracking_tags: [{ ...tag, position: "footer" }] })).ok).toBe(false);
    expect((await saveSettings({ ...form, chatbot_enabled: "sim" })).ok).toBe(false);
    expect((await saveSettings(undefined)).ok).toBe(false);
  });

  it("switches the chat off and on", async () => {
    await saveSettings({ ...form, chatbot_enabled: false });
    expect((await getSettingsFormValues()).chatbot_enabled).toBe(false);
    await saveSettings({ ...form, chatbot_enabled: true });
    expect((await getSiteChrome()).chatbotEnabled).toBe(true);
  });

  it("dates a setting by its last change of value: saved unchanged, it keeps its date", async () => {
    await saveSettings(form);
    const saved = await settingUpdatedAt("company");
    await saveSettings({ ...form, chatbot_enabled: !form.chatbot_enabled });
    expect(await settingUpdatedAt("company")).toEqual(saved);
    expect((await settingUpdatedAt("chatbot_enabled"))!.getTime()).toBeGreaterThan(saved!.getTime());
    await saveSettings({ ...form, company: { ...form.company, name: "Magnasul Datada" } });
    expect((await settingUpdatedAt("company"))!.getTime()).toBeGreaterThan(saved!.getTime());
    expect(await settingUpdatedAt("nao-existe")).toBeUndefined();
  });
});
