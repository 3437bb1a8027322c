import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { queryRows } from "~/db/rows.server";
import { leadImportRows } from "~/db/schema";
import { outsideSourceLabels, outsideSourceOf, outsideSources, outsideTouchSchema, phoneKey, type OutsideTouch } from "~/features/leads";
import { liveLeadsOfContacts, recordOutsideTouch, type KnownLead } from "~/features/leads/index.server";
import { currentActor } from "~/lib/request-scope.server";
import type { CsvTable } from "./csv-table.server";
import { countOutcomes, type ImportPlan, type ImportSummary, type PlannedRow } from "./import-plan";
import type { ImportChoices, ImportField } from "./import-rules";

/** One row of the file as read with the chosen columns: the touch it makes, or why it makes none. */
type ReadRow = {
  line: number;
  shown: Omit<PlannedRow, "line" | "outcome">;
  touch: OutsideTouch | null;
  reasons: string[];
};

const emailKeyOf = (email: string) => email.trim().toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

const sourceLabels = outsideSources.map((source) => outsideSourceLabels[source]);
const sourceList = `${sourceLabels.slice(0, -1).join(", ")} ou ${sourceLabels.at(-1)}`;

function readRow({ line, cells }: CsvTable["rows"][number], choices: ImportChoices): ReadRow {
  const cell = (field: ImportField) => {
    const index = choices.columns.indexOf(field);
    return index >= 0 ? (cells[index] ?? "").trim() : "";
  };
  const typedSource = cell("source");
  const source = typedSource ? outsideSourceOf(typedSource) : choices.defaultSource;
  const shown = {
    name: cell("name"),
    email: cell("email"),
    phone: cell("phone"),
    company: cell("company"),
    source: source ? outsideSourceLabels[source] : typedSource,
    note: cell("note"),
  };
  const reasons: string[] = [];
  if (!source) reasons.push(`Origem “${typedSource}” desconhecida: use ${sourceList}.`);
  const parsed = outsideTouchSchema.safeParse({ ...shown, source: source ?? "outro" });
  if (!parsed.success) reasons.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
  return { line, shown, touch: parsed.success && reasons.length === 0 ? parsed.data : null, reasons };
}

/** What identifies a row across imports: what it says about the person, whatever the source chosen. */
function rowKey(touch: OutsideTouch) {
  const said = [touch.name.toLowerCase(), emailKeyOf(touch.email), phoneKey(touch.phone) ?? "", touch.company.toLowerCase(), touch.note];
  return createHash("sha256").update(JSON.stringify(said)).digest("hex");
}

async function importedKeys(keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db().select({ key: leadImportRows.key }).from(leadImportRows).where(inArray(leadImportRows.key, keys));
  return new Set(rows.map((row) => row.key));
}

/** The lead a touch of this phone joins, as attachLead chooses it: one without e-mail first, else the last touched. */
function leadOfPhone(known: KnownLead[], key: string) {
  const ofPhone = known.filter((lead) => lead.phoneKey === key);
  return ofPhone.find((lead) => lead.emailKey === null) ?? ofPhone.sort((a, b) => b.lastTouchAt.getTime() - a.lastTouchAt.getTime())[0];
}

/**
 * What importing the file would do, row by row, as the preview shows it: the rows that create a
 * lead, those that join a lead (an existing one, by e-mail or phone as every touch does, or one
 * an earlier row creates), those already imported or repeated in the file, and those refused, with why.
 */
export async function planImport(table: CsvTable, choices: ImportChoices): Promise<ImportPlan & { keys: Map<number, string> }> {
  const read = table.rows.map((row) => readRow(row, choices));
  const keys = new Map(read.flatMap((row) => (row.touch ? [[row.line, rowKey(row.touch)] as const] : [])));
  const valid = read.flatMap((row) => (row.touch ? [row.touch] : []));
  const [imported, known] = await Promise.all([
    importedKeys([...new Set(keys.values())]),
    liveLeadsOfContacts(
      [...new Set(valid.flatMap((touch) => (touch.email ? [emailKeyOf(touch.email)] : [])))],
      [...new Set(valid.flatMap((touch) => phoneKey(touch.phone) ?? []))],
    ),
  ]);
  const lineOfKey = new Map<string, number>();
  const newByEmail = new Map<string, number>();
  const newByPhone = new Map<string, number>();
  const rows = read.map(({ line, shown, touch, reasons }): PlannedRow => {
    if (!touch) return { line, ...shown, outcome: { kind: "rejected", reasons } };
    const key = keys.get(line)!;
    const earlier = lineOfKey.get(key);
    if (earlier !== undefined) return { line, ...shown, outcome: { kind: "repeated", line: earlier } };
    lineOfKey.set(key, line);
    if (imported.has(key)) return { line, ...shown, outcome: { kind: "imported" } };
    const email = touch.email ? emailKeyOf(touch.email) : null;
    const phone = phoneKey(touch.phone);
    const joins = (): PlannedRow["outcome"] | null => {
      if (email) {
        const lead = known.find((candidate) => candidate.emailKey === email);
        if (lead) return { kind: "merge", leadName: lead.name, by: "email" };
        if (newByEmail.has(email)) return { kind: "merge-row", line: newByEmail.get(email)! };
        const phoneOnly = phone ? known.find((candidate) => candidate.phoneKey === phone && candidate.emailKey === null) : undefined;
        if (phoneOnly) return { kind: "merge", leadName: phoneOnly.name, by: "phone" };
        return null;
      }
      const lead = phone ? leadOfPhone(known, phone) : undefined;
      if (lead) return { kind: "merge", leadName: lead.name, by: "phone" };
      return phone && newByPhone.has(phone) ? { kind: "merge-row", line: newByPhone.get(phone)! } : null;
    };
    const outcome = joins();
    if (outcome) return { line, ...shown, outcome };
    if (email) newByEmail.set(email, line);
    if (phone && !newByPhone.has(phone)) newByPhone.set(phone, line);
    return { line, ...shown, outcome: { kind: "create" } };
  });
  return { rows, counts: countOutcomes(rows), keys };
}

/**
 * Imports the file as planned, in one transaction: each row not imported before records its
 * touch (a new lead or the person's lead) and its key, so the same file imported again, even at
 * the same moment, adds nothing. No e-mail is sent: staff know of these people already.
 */
export async function runImport(table: CsvTable, choices: ImportChoices): Promise<ImportSummary> {
  const plan = await planImport(table, choices);
  const touches = new Map(table.rows.map((row) => [row.line, readRow(row, choices).touch]));
  const summary: ImportSummary = { created: 0, merged: 0, skipped: plan.counts.skip, rejected: plan.counts.reject };
  const authorId = currentActor()?.id ?? null;
  await db().transaction(async (tx) => {
    for (const row of plan.rows) {
      const touch = touches.get(row.line);
      const key = plan.keys.get(row.line);
      if (!touch || !key || row.outcome.kind === "rejected" || row.outcome.kind === "repeated") continue;
      const [claimed] = await queryRows<{ key: string }>(
        tx,
        sql`insert into ${leadImportRows} (key, author_id) values (${key}, ${authorId}) on conflict do nothing returning key`,
      );
      if (!claimed) {
        if (row.outcome.kind !== "imported") summary.skipped += 1;
        continue;
      }
      const lead = await recordOutsideTouch(tx, touch);
      await tx.update(leadImportRows).set({ leadId: lead.id }).where(eq(leadImportRows.key, key));
      if (lead.created) summary.created += 1;
      else summary.merged += 1;
    }
  });
  return summary;
}
