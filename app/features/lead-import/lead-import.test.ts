import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, db, setProcessDatabase } from "~/db/client.server";
import { contactRequests, leadEvents, leadImportRows, leads, outboxMails, users } from "~/db/schema";
import { createTestDatabase, testDrivers } from "~/db/testing.server";
import { attachLead } from "~/features/leads/index.server";
import { requestScope } from "~/lib/request-scope.server";
import type { ImportAnswer } from "./import-answer";
import { leadImportAction } from "./import-action.server";
import { importMessages } from "./import-rules";

const ana = { id: "staff-ana", name: "Ana Vendas", email: "ana.vendas@magnasul.exemplo.com.br", role: "comercial" };

const fairList = [
  "Nome;Empresa;E-mail;Telefone;Origem;Nota",
  "Joana Lima;Metalúrgica Lima;joana@exemplo.com.br;(19) 99999-0000;Feira;Quer grades magnéticas",
  "Rui Souza;;RUI@exemplo.com.br;;;Pediu catálogo",
  "Caio Prado;Prado Ltda;;11 3333-4444;telefone;Ligou pedindo preço",
  "Caio Prado;Prado Ltda;;11 3333-4444;telefone;Ligou pedindo preço",
  "Lia;;lia@exemplo.com.br;;Jornal;",
  "Sem Contato;;;;Feira;",
  "Joana L.;;joana@exemplo.com.br;;Feira;Voltou ao estande",
].join("\r\n");

/** Posts 'Importar CSV' as Ana: the file, or the preview's fields. */
async function post(fields: Record<string, string | string[]>, file?: { name: string; text: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  if (file) body.set("arquivo", new File([`\uFEFF${file.text}`], file.name, { type: "text/csv" }));
  const request = new Request("http://localhost/admin/leads/importar", { method: "POST", body });
  const response = await requestScope.run({ id: "test", actor: { id: ana.id, name: ana.name } }, () => leadImportAction(request));
  return { status: response.init?.status ?? 200, answer: response.data as ImportAnswer };
}

const preview = async (text: string, fields: Record<string, string | string[]> = {}) => {
  const { status, answer } = await post({ intent: "preview", origemPadrao: "outro", ...fields }, { name: "feira.csv", text });
  if (answer.stage !== "preview") throw new Error(`no preview: ${JSON.stringify(answer)}`);
  return { status, answer };
};

describe.each(testDrivers)("importing leads from a CSV file on %s", (driver) => {
  beforeAll(async () => {
    setProcessDatabase(await createTestDatabase(driver));
    await db().insert(users).values(ana);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    await db().delete(outboxMails);
    await db().delete(contactRequests);
    await db().delete(leadImportRows);
    await db().delete(leads);
  });

  it("previews what each row does, in pt-BR, and writes nothing until confirmed", async () => {
    const rui = await attachLead(db(), { name: "Rui Souza", email: "rui@exemplo.com.br" });
    const { answer } = await preview(fairList);
    expect(answer.choices.columns).toEqual(["name", "company", "email", "phone", "source", "note"]);
    expect(answer.plan!.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, { kind: "create" }],
      [3, { kind: "merge", leadName: "Rui Souza", by: "email" }],
      [4, { kind: "create" }],
      [5, { kind: "repeated", line: 4 }],
      [6, { kind: "rejected", reasons: ["Origem “Jornal” desconhecida: use Telefone, WhatsApp, Indicação, Feira, Visita ou Outro."] }],
      [7, { kind: "rejected", reasons: ["Informe o e-mail ou o telefone."] }],
      [8, { kind: "merge-row", line: 2 }],
    ]);
    expect(answer.plan!.counts).toEqual({ create: 2, merge: 2, skip: 1, reject: 2 });
    expect(await db().select({ id: leads.id }).from(leads)).toEqual([{ id: rui.id }]);
  });

  it("imports on confirmation, merging by e-mail and phone; the same file again creates and adds nothing", async () => {
    await attachLead(db(), { name: "Rui Souza", email: "rui@exemplo.com.br" });
    const { answer } = await preview(fairList);
    const confirm = {
      intent: "import",
      conteudo: answer.content,
      nomeArquivo: answer.fileName,
      origemPadrao: "outro",
      coluna: answer.choices.columns,
    };
    const done = await post(confirm);
    expect(done.answer).toEqual({ stage: "done", fileName: "feira.csv", summary: { created: 2, merged: 2, skipped: 1, rejected: 2 } });
    const live = await db().select().from(leads).where(eq(leads.deleted, false)).orderBy(asc(leads.name));
    expect(live.map((lead) => [lead.name, lead.email, lead.phone, lead.company])).toEqual([
      ["Caio Prado", null, "(11) 3333-4444", "Prado Ltda"],
      ["Joana Lima", "joana@exemplo.com.br", "(19) 99999-0000", "Metalúrgica Lima"],
      ["Rui Souza", "rui@exemplo.com.br", null, null],
    ]);
    const joana = live.find((lead) => lead.name === "Joana Lima")!;
    const joanaEvents = await db().select().from(leadEvents).where(eq(leadEvents.leadId, joana.id)).orderBy(asc(leadEvents.body));
    expect(joanaEvents.map((event) => [event.kind, event.body, event.data, event.authorId])).toEqual([
      ["touch", "Quer grades magnéticas", { source: "feira" }, ana.id],
      ["touch", "Voltou ao estande", { source: "feira" }, ana.id],
    ]);
    expect(await db().$count(outboxMails)).toBe(0);

    const events = await db().$count(leadEvents);
    const again = await post(confirm);
    expect(again.answer).toEqual({ stage: "done", fileName: "feira.csv", summary: { created: 0, merged: 0, skipped: 5, rejected: 2 } });
    expect(await db().$count(leads)).toBe(3);
    expect(await db().$count(leadEvents)).toBe(events);
    const { answer: third } = await preview(fairList);
    expect(third.plan!.counts).toEqual({ create: 0, merge: 0, skip: 5, reject: 2 });
  });

  it("takes the columns chosen on the preview and the default source, and refuses a choice without a name", async () => {
    const text = "Contato,Fone,Empresa\nMaria Dias,(48) 3222-1111,Dias SA\n";
    const first = await preview(text, { origemPadrao: "visita" });
    expect(first.answer.choices.columns).toEqual(["name", "phone", "company"]);
    expect(first.answer.plan!.rows[0]).toMatchObject({ source: "Visita", outcome: { kind: "create" } });

    const swapped = await post({
      intent: "preview",
      conteudo: first.answer.content,
      nomeArquivo: "x.csv",
      origemPadrao: "visita",
      coluna: ["", "phone", "company"],
    });
    expect(swapped.status).toBe(400);
    expect(swapped.answer).toMatchObject({ stage: "preview", columnError: importMessages.noNameColumn, plan: null });
    const refused = await post({
      intent: "import",
      conteudo: first.answer.content,
      origemPadrao: "visita",
      coluna: ["", "phone", "company"],
    });
    expect(refused.answer.stage).toBe("preview");
    expect(await db().$count(leads)).toBe(0);
  });

  it("refuses a file over the size bound, a missing file and a tampered preview", async () => {
    const big = `nome,telefone\n${"Ana Maria,(11) 3333-4444\n".repeat(22_000)}`;
    expect((await post({ intent: "preview" }, { name: "grande.csv", text: big })).answer).toEqual({
      stage: "upload",
      error: importMessages.tooLarge,
    });
    expect((await post({ intent: "preview" })).answer).toEqual({ stage: "upload", error: importMessages.noFile });
    expect((await post({ intent: "import", conteudo: "não é base64!" })).answer).toEqual({ stage: "upload", error: importMessages.lost });
  });
});
