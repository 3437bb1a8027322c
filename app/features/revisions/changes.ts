import { diffWords } from "diff";
import { fieldLabel } from "./field-labels";

/** A run of a changed text: kept, or added or removed by the newer version. */
type TextPiece = { text: string; change?: "added" | "removed" };

/** One field that differs between two versions: short values whole, long texts as their changed words. */
export type FieldChange = { label: string; before: string; after: string } | { label: string; pieces: TextPiece[] };

// Items' own ids and positions are bookkeeping: their content changes show under their number.
const bookkeeping = new Set(["id", "order"]);
const shortText = 120;
const keptContext = 60;

function leaves(value: unknown, path: string[] = [], into = new Map<string, { path: string[]; text: string }>()) {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, String(index)], into));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!bookkeeping.has(key)) leaves(item, [...path, key], into);
  } else into.set(path.join("."), { path, text: shown(value) });
  return into;
}

function shown(value: unknown) {
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (value === null || value === undefined) return "";
  return String(value);
}

/** Long unchanged runs keep only their ends, so a one-word edit in a long text stays readable. */
function trimmed(text: string) {
  if (text.length <= keptContext * 2 + 3) return text;
  return `${text.slice(0, keptContext)} … ${text.slice(-keptContext)}`;
}

function wordChanges(before: string, after: string): TextPiece[] {
  return diffWords(before, after).map((part) =>
    part.added
      ? { text: part.value, change: "added" }
      : part.removed
        ? { text: part.value, change: "removed" }
        : { text: trimmed(part.value) },
  );
}

const isLong = (text: string) => text.length > shortText || text.includes("\n");

/** The fields whose saved value differs between two snapshots, in the order of the newer one. */
export function changesBetween(previous: unknown, current: unknown): FieldChange[] {
  const before = leaves(previous);
  const after = leaves(current);
  const paths = new Map([...after, ...before].map(([key, leaf]) => [key, leaf.path]));
  const changes: FieldChange[] = [];
  for (const [key, path] of paths) {
    const old = before.get(key)?.text ?? "";
    const now = after.get(key)?.text ?? "";
    if (old === now) continue;
    const label = fieldLabel(path);
    const comparable = old !== "" && now !== "" && (isLong(old) || isLong(now));
    changes.push(comparable ? { label, pieces: wordChanges(old, now) } : { label, before: trimmed(old), after: trimmed(now) });
  }
  return changes;
}
