import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, openDatabase, setProcessDatabase, type DatabaseHandle } from "~/db/client.server";
import { leadEvents, leads, outboxMails, pages, proposalCounters, proposalLines, proposals, siteSettings, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { sampleCompany } from "~/features/seed";
import { formatPrice } from "~/lib/money";
import { forget } from "~/lib/remember";
import { nextProposalNumber } from "./numbering.server";
import { answerProposal, proposalForPdf, proposalPage } from "./public.server";
import { createProposal, saveDraft, startNewVersion } from "./proposals.server";
import type { ProposalForm } from "./schema";
import { sendProposal } from "./send.server";

// Friday 27/11/2026, 10:00 in São Paulo.
const now = new Date("2026-11-27T13:00:00Z");
const day = 24 * 60 * 60 * 1000;
const owner = { id: "dono-proposta", name: "Carla Vendas", email: "carla@magnasul.exemplo.com.br", role: "comercial" };
const sender = { id: owner.id, name: owner.name, email: owner.email };

const form = (extra: Partial<ProposalForm> = {}): ProposalForm => ({
  lines: [
    { pageId: "", description: "Grade magnética 150 mm", quantity: 2000, unit: "un", unitPrice: 150000, discount: 500 },
    { pageId: "", description: "Instalação", quantity: 1500, unit: "h", unitPrice: 12345, discount: 0 },
  ],
  freightType: "CIF",
  freight: 20000,
  paymentTerms: "30/60 dias",
  deliveryTime: "20 dias úteis",
  validityDays: 15,
  notes: "",
  ...extra,
});

const newLead = async (name: string, ownerId: string | null = owner.id) =>
  (
    await db()
      .insert(leads)
      .values({ name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@cliente.exemplo.com.br`, company: "Mineração Exemplo", ownerId })
      .returning()
  )[0]!;

/** A lead's proposal, saved and sent; the customer's token read from the outbox before the mail goes. */
async function sentProposal(name: string, ownerId: string | null = owner.id, at = now) {
  const lead = await newLead(name, ownerId);
  const created = await createProposal(lead.id, at);
  if (!created.ok) throw new Error(created.message);
  expect(await saveDraft(created.id, form(), at)).toEqual({ ok: true });
  expect(await sendProposal(created.id, sender, at)).toEqual({ ok: true });
  const mails = await db().select().from(outboxMails).where(eq(outboxMails.leadId, lead.id));
  const mail = mails.find((item) => item.kind === "proposal")!;
  return { lead, id: created.id, token: mail.secretLink!.split("/proposta/")[1]!, mail };
}

const storedLead = async (id: string) => (await db().select().from(leads).where(eq(leads.id, id)))[0]!;
const stored = async (id: string) => (await db().select().from(proposals).where(eq(proposals.id, id)))[0]!;
const eventsOf = async (leadId: string) =>
  (await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.createdAt))).map((event) => event.kind);
const noticesOf = async (leadId: string) =>
  (await db().select().from(outboxMails).where(eq(outboxMails.leadId, leadId)))
    .filter((mail) => mail.kind !== "proposal")
    .map((mail) => [mail.to, mail.subject]);

describe.each(testDrivers)("proposals on %s", (driver) => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    setProcessDatabase(handle);
    await db().insert(users).values(owner);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    forget("proposal-answer-limiter");
    await db().delete(outboxMails);
    await db().delete(leads);
    await db().delete(proposalCounters);
    await db().delete(siteSettings);
    await db()
      .insert(siteSettings)
      .values([
        { settingKey: "company", settingValue: sampleCompany },
        { settingKey: "proposal_settings", settingValue: { validityDays: 15, taxId: "00.000.000/0001-00" } },
      ]);
  });

  it("numbers proposals per year, each number once, even from two instances at the same time", async () => {
    // A second instance: its own connection pool on the same PostgreSQL; the embedded database has one process, one handle.
    const other = handle.url ? await openDatabase({ databaseUrl: handle.url, holder: "test" }) : handle;
    try {
      const numbers = await Promise.all(
        Array.from({ length: 24 }, (_, index) => (index % 2 === 0 ? handle.db : other.db).transaction((tx) => nextProposalNumber(tx, now))),
      );
      expect(new Set(numbers).size).toBe(24);
      expect([...numbers].sort()).toEqual(Array.from({ length: 24 }, (_, index) => `2026-${String(index + 1).padStart(4, "0")}`));
    } finally {
      if (other !== handle) await other.close();
    }
    // A new year starts again at 0001 (São Paulo's year: 31/12 at 22:00 there is still 2026).
    expect(await nextProposalNumber(db(), new Date("2027-01-01T01:00:00Z"))).toBe("2026-0025");
    expect(await nextProposalNumber(db(), new Date("2027-01-01T03:00:00Z"))).toBe("2027-0001");
  });

  it("keeps a draft's figures as the server computes them and sends it with its PDF, moving the lead", async () => {
    const { lead, id, mail } = await sentProposal("Ana Souza");
    const proposal = await stored(id);
    // 2 × R$ 1.500,00 − 5 % = R$ 2.850,00; 1,5 h × R$ 123,45 = R$ 185,175 → R$ 185,18; freight R$ 200,00.
    expect(proposal).toMatchObject({ number: "2026-0001", version: 1, status: "enviada", subtotalCents: 303518, totalCents: 323518 });
    expect(proposal.validUntil).toBe("2026-12-12");
    expect(proposal.expiresAt).toEqual(new Date("2026-12-13T03:00:00Z"));
    expect(proposal.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedLead(lead.id)).toMatchObject({ status: "proposta_enviada", valueCents: 323518 });
    expect(mail).toMatchObject({
      to: "ana.souza@cliente.exemplo.com.br",
      replyTo: owner.email,
      fromName: "Carla Vendas – Magnasul Separação Magnética",
    });
    expect(mail.subject).toBe("Proposta 2026-0001 – Magnasul Separação Magnética");
    expect(mail.text).toContain(`no valor total de ${formatPrice(323518)}, válida até 12/12/2026.`);
    expect(mail.text).not.toContain("/proposta/");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "proposta-2026-0001.pdf", contentType: "application/pdf" });
    expect(Buffer.from(mail.attachments[0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    // Sent, the version never changes again.
    expect(await saveDraft(id, form({ freight: 0 }))).toMatchObject({ ok: false, status: 409 });
    expect(await sendProposal(id, sender)).toMatchObject({ ok: false, status: 409 });
  });

  it("sends nothing to a lead known by phone only, and says an e-mail is needed", async () => {
    const [lead] = await db()
      .insert(leads)
      .values({ name: "Rui Telefone", email: null, phone: "(11) 98765-4321", phoneKey: "11987654321" })
      .returning();
    const created = await createProposal(lead!.id, now);
    if (!created.ok) throw new Error(created.message);
    expect(await saveDraft(created.id, form(), now)).toEqual({ ok: true });
    expect(await sendProposal(created.id, sender, now)).toEqual({
      ok: false,
      status: 400,
      message: "Este lead não tem e-mail. Informe o e-mail do cliente no lead para enviar a proposta.",
    });
    expect(await stored(created.id)).toMatchObject({ status: "rascunho", tokenHash: null });
    expect(await db().select().from(outboxMails).where(eq(outboxMails.leadId, lead!.id))).toEqual([]);
  });

  it("keeps a line's link to its catalogue page while the page exists, in the draft's own transaction", async () => {
    const lead = await newLead("Gabriel Nunes");
    const [page] = await db()
      .insert(pages)
      .values({ title: "Tambor Magnético", slug: `tambor-${Date.now()}`, pageType: "produto", content: { introduction: "" } as never })
      .returning({ id: pages.id });
    const created = await createProposal(lead.id, now);
    const id = created.ok ? created.id : "";
    const [first, second] = form().lines;
    const gone = "00000000-0000-4000-8000-000000000001";
    expect(
      await saveDraft(
        id,
        form({
          lines: [
            { ...first!, pageId: page!.id },
            { ...second!, pageId: gone },
          ],
        }),
        now,
      ),
    ).toEqual({ ok: true });
    const lines = await db().select().from(proposalLines).where(eq(proposalLines.proposalId, id)).orderBy(asc(proposalLines.position));
    expect(lines.map((line) => [line.pageId, line.totalCents])).toEqual([
      [page!.id, 285000],
      [null, 18518],
    ]);
    await db().delete(pages).where(eq(pages.id, page!.id));
  });

  it("makes a new version of a sent proposal, keeps the earlier read only, and its link then says so", async () => {
    const { lead, id, token } = await sentProposal("Bruno Lima");
    const next = await startNewVersion(id, new Date(now.getTime() + 1000));
    expect(next.ok).toBe(true);
    const nextId = next.ok ? next.id : "";
    // Asked twice, the same draft.
    expect(await startNewVersion(id)).toEqual(next);
    expect(await stored(nextId)).toMatchObject({
      number: "2026-0001",
      version: 2,
      status: "rascunho",
      totalCents: 323518,
      tokenHash: null,
    });
    expect(await saveDraft(nextId, form({ freightType: "FOB" }))).toEqual({ ok: true });
    expect((await proposalPage(token, now)).page.state).toBe("open");
    expect(await sendProposal(nextId, sender, new Date(now.getTime() + 2000))).toEqual({ ok: true });
    expect(await stored(id)).toMatchObject({ status: "substituida", version: 1, totalCents: 323518 });
    expect(await stored(nextId)).toMatchObject({ status: "enviada", totalCents: 303518 });
    expect(await storedLead(lead.id)).toMatchObject({ valueCents: 303518 });
    expect(await proposalPage(token, now)).toMatchObject({ page: { state: "superseded", label: "2026-0001" } });
    expect(await proposalForPdf(token, now)).toBeNull();
    expect(await answerProposal(token, { intent: "aprovar", name: "Bruno Lima", purchaseOrder: "" }, "10.0.0.1", now)).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("shows an open proposal, records its first view once, and expires its link with the validity", async () => {
    const { lead, token } = await sentProposal("Clara Dias");
    const first = await proposalPage(token, new Date(now.getTime() + day));
    expect(first.page.state).toBe("open");
    if (first.page.state !== "open") return;
    expect(first.page.proposal).not.toHaveProperty("leadId");
    expect(first.page.proposal.customer).toEqual({
      name: "Clara Dias",
      email: "clara.dias@cliente.exemplo.com.br",
      phone: null,
      company: "Mineração Exemplo",
    });
    expect(first.company).toMatchObject({ name: "Magnasul Separação Magnética", taxId: "00.000.000/0001-00" });
    await proposalPage(token, new Date(now.getTime() + 2 * day));
    expect((await eventsOf(lead.id)).filter((kind) => kind === "proposal_viewed")).toHaveLength(1);
    expect(await noticesOf(lead.id)).toEqual([[owner.email, "Proposta 2026-0001 aberta por Clara Dias"]]);
    // Through 12/12 in São Paulo, and not a second later.
    expect((await proposalPage(token, new Date("2026-12-13T02:59:59Z"))).page.state).toBe("open");
    expect(await proposalPage(token, new Date("2026-12-13T03:00:00Z"))).toMatchObject({
      page: { state: "expired", validUntil: "2026-12-12" },
    });
    const late = await answerProposal(
      token,
      { intent: "aprovar", name: "Clara Dias", purchaseOrder: "" },
      "10.0.0.2",
      new Date("2026-12-13T03:00:00Z"),
    );
    expect(late).toMatchObject({ ok: false, status: 410 });
    expect(await storedLead(lead.id)).toMatchObject({ status: "proposta_enviada" });
    // A link never issued, or altered by one character, opens nothing.
    expect((await proposalPage(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, now)).page).toEqual({ state: "missing" });
    expect((await proposalPage("x".repeat(500), now)).page).toEqual({ state: "missing" });
  });

  it("approval wins the lead at the proposal's total, once: a second answer, even at the same time, changes nothing", async () => {
    const { lead, id, token } = await sentProposal("Diego Alves");
    const answers = await Promise.all([
      answerProposal(token, { intent: "aprovar", name: "Diego Alves", purchaseOrder: "PC-7781" }, "10.0.0.3", now),
      answerProposal(token, { intent: "recusar", reason: "Preço alto" }, "10.0.0.4", now),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const winner = (await stored(id)).status;
    expect(["aprovada", "recusada"]).toContain(winner);
    if (winner === "recusada") return;
    expect(await stored(id)).toMatchObject({ answerName: "Diego Alves", purchaseOrder: "PC-7781", refusalReason: null });
    expect(await storedLead(lead.id)).toMatchObject({ status: "ganho", valueCents: 323518 });
    expect((await eventsOf(lead.id)).sort()).toEqual(["proposal_approved", "status", "status"]);
    expect(await noticesOf(lead.id)).toEqual([[owner.email, "Proposta 2026-0001 aprovada"]]);
    expect(await proposalPage(token, now)).toMatchObject({ page: { state: "aprovada" } });
    expect(await answerProposal(token, { intent: "recusar", reason: "Mudei de ideia" }, "10.0.0.3", now)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await proposalForPdf(token, now)).not.toBeNull();
  });

  it("a refusal keeps the lead's status and tells sales when the lead has no owner", async () => {
    const { lead, id, token } = await sentProposal("Elisa Prado", null);
    expect(await answerProposal(token, { intent: "recusar", reason: "Prazo de entrega longo" }, "10.0.0.5", now)).toMatchObject({
      ok: true,
    });
    expect(await stored(id)).toMatchObject({ status: "recusada", refusalReason: "Prazo de entrega longo", answerName: null });
    expect(await storedLead(lead.id)).toMatchObject({ status: "proposta_enviada", valueCents: 323518 });
    expect(await eventsOf(lead.id)).toContain("proposal_refused");
    expect(await noticesOf(lead.id)).toEqual([[sampleCompany.salesEmail, "Proposta 2026-0001 recusada"]]);
  });

  it("limits the answers from one address", async () => {
    const { token } = await sentProposal("Fábio Reis");
    const tries = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      tries.push(await answerProposal(`${token}x`, { intent: "recusar", reason: "teste" }, "10.0.0.9", now));
    }
    expect(tries.slice(0, 10).every((answer) => !answer.ok && answer.status === 404)).toBe(true);
    expect(tries[10]).toMatchObject({ ok: false, status: 429 });
    // The real link from that address is refused too until the window ends; another address answers.
    expect(await answerProposal(token, { intent: "recusar", reason: "teste" }, "10.0.0.9", now)).toMatchObject({ status: 429 });
    expect(await answerProposal(token, { intent: "recusar", reason: "teste" }, "10.0.0.10", now)).toMatchObject({ ok: true });
  });
});
