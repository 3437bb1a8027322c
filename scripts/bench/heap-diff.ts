import fs from "node:fs";

type Totals = Map<string, { count: number; bytes: number }>;

type HeapSnapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

/**
 * What a V8 heap snapshot holds, by constructor: objects under their constructor's name, the
 * rest under their kind ('(string)', '(code)', …), each with its count and shallow size.
 */
export function heapByConstructor(file: string): Totals {
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as HeapSnapshot;
  const fields = heap.snapshot.meta.node_fields;
  const kinds = heap.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((field) => fields.indexOf(field)) as [number, number, number];
  const totals: Totals = new Map();
  for (let node = 0; node < heap.nodes.length; node += fields.length) {
    const kind = kinds[heap.nodes[node + typeAt]!]!;
    const name = kind === "object" || kind === "closure" ? heap.strings[heap.nodes[node + nameAt]!]! : `(${kind})`;
    const total = totals.get(name) ?? { count: 0, bytes: 0 };
    total.count++;
    total.bytes += heap.nodes[node + sizeAt]!;
    totals.set(name, total);
  }
  return totals;
}

/** The constructors whose shallow size grew most from one snapshot to the other. */
export function topGrowth(before: Totals, after: Totals, limit = 15) {
  return [...after]
    .map(([name, now]) => {
      const then = before.get(name) ?? { count: 0, bytes: 0 };
      return { name, count: now.count - then.count, bytes: now.bytes - then.bytes, bytesAfter: now.bytes };
    })
    .filter((entry) => entry.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, limit);
}
