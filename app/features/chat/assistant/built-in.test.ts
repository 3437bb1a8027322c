import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { pages, siteSettings } from "~/db/schema";
import { createTestDatabase } from "~/db/testing.server";
import { sampleCatalogue } from "~/features/seed/sample-catalogue";
import { sampleCompany } from "~/features/seed/sample-content";
import { builtInReply } from "./built-in.server";
import { detectIntent } from "./intents";

describe("built-in assistant", () => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase("pglite"));
    await db()
      .insert(pages)
      .values(
        sampleCatalogue.map((page) => ({
          title: page.title,
          slug: page.slug,
          pageType: page.pageType,
          published: page.published ?? true,
          content: { image_url: "", catalog_url: "", introduction: page.introduction, description: page.description, sections: [], gallery_images: [] },
        })),
      );
    await db().insert(siteSettings).values({ settingKey: "company", settingValue: sampleCompany });
  });
  afterAll(() => closeDatabase());

  it.each([
    ["Olá", "greeting"],
    ["bom dia!", "greeting"],
    ["Qual o horário de funcionamento?", "hours"],
    ["vcs abrem sabado?", "hours"],
    ["Onde fica a empresa?", "address"],
    ["qual o telefone de vocês", "contact"],
    ["Tem whatsapp?", "contact"],
    ["Como vocês tratam meus dados pessoais?", "policies"],
    ["Quero um orçamento de grade magnética", "quote"],
    ["Podemos agendar uma visita técnica?", "quote"],
    ["obrigado!", "thanks"],
    ["Bom dia, vocês vendem tambor magnético para mineração?", "question"],
  ])("reads %j as %s", (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });

  it("greets with the company's name", async () => {
    expect(await builtInReply("Oi")).toContain("atendente virtual da Magnasul Separação Magnética");
  });

  it("answers hours, address and contact from the settings", async () => {
    expect(await builtInReply("Que horas vocês abrem?")).toContain("Segunda a sexta: 7h30 às 17h30");
    expect(await builtInReply("qual o endereço?")).toContain("Rua das Indústrias, 100 — Distrito Industrial, Pedreira, SP");
    const contact = await builtInReply("Qual o telefone?");
    expect(contact).toContain("(19) 3800-0000");
    expect(contact).toContain("https://wa.me/5519900000000");
  });

  it("names and links up to 3 published catalogue pages, ignoring accents and typos in case", async () => {
    const reply = await builtInReply("voces tem imas de neodimio?");
    expect(reply).toContain("Ímãs de Neodímio N52: /produtos/imas-de-neodimio-n52");
    expect(reply.match(/^• /gm)?.length ?? 0).toBeLessThanOrEqual(3);
  });

  it("finds a service by a word of the question", async () => {
    expect(await builtInReply("Preciso balancear um rotor de exaustor")).toContain("/servicos/balanceamento-dinamico-de-rotores");
  });

  it("never offers an unpublished page", async () => {
    expect(await builtInReply("gaveta magnética rotativa")).not.toContain("gaveta-magnetica-rotativa");
  });

  it("says so when the catalogue has nothing, pointing to the form and WhatsApp instead of inventing", async () => {
    const reply = await builtInReply("Vocês consertam geladeira?");
    expect(reply).toContain("Não encontrei isso no nosso catálogo");
    expect(reply).toContain("/contato");
    expect(reply).toContain("wa.me");
  });

  it("points quote requests to the form and the policies to their page", async () => {
    expect(await builtInReply("Quanto custa um filtro magnético?")).toContain("/contato");
    expect(await builtInReply("Vocês seguem a LGPD?")).toContain("/politicas");
  });
});
