/** What an import will do with one row of the file, as the preview shows it. */
export type RowOutcome =
  | { kind: "create" }
  | { kind: "merge"; leadName: string; by: "email" | "phone" }
  | { kind: "merge-row"; line: number }
  | { kind: "imported" }
  | { kind: "repeated"; line: number }
  | { kind: "rejected"; reasons: string[] };

export type PlannedRow = {
  line: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  source: string;
  note: string;
  outcome: RowOutcome;
};

export type ImportCounts = { create: number; merge: number; skip: number; reject: number };

export type ImportPlan = { rows: PlannedRow[]; counts: ImportCounts };

/** What an import did. */
export type ImportSummary = { created: number; merged: number; skipped: number; rejected: number };

export function countOutcomes(rows: PlannedRow[]): ImportCounts {
  const counts: ImportCounts = { create: 0, merge: 0, skip: 0, reject: 0 };
  for (const { outcome } of rows) {
    if (outcome.kind === "create") counts.create += 1;
    else if (outcome.kind === "merge" || outcome.kind === "merge-row") counts.merge += 1;
    else if (outcome.kind === "rejected") counts.reject += 1;
    else counts.skip += 1;
  }
  return counts;
}
