// Measures the public search (searchPublished) on 5,000 published pages, on a scratch
// embedded database and, when BENCH_DATABASE_URL names a PostgreSQL server, on a fresh
// database created there. Fails when the 95th percentile reaches 20 ms.
import { db } from "~/db/client.server";
import { pages } from "~/db/schema";
import { searchPublished } from "~/features/catalogue/index.server";
import { embeddedTarget, percentile, postgresTarget } from "./bench/scratch-database";
import { syntheticPage } from "./bench/synthetic-catalogue";

const pageCount = 5_000;
const insertBatch = 250;
const warmupCalls = 50;
const measuredCalls = 1_000;
const resultLimit = 8;
const p95LimitMs = 20;

// What visitors type: short, without accents, several words, and nothing found.
const queries = [
  "ima",
  "ímãs",
  "fe",
  "ne",
  "separacao",
  "separação magnética",
  "magnetico",
  "grade neodimio",
  "tambor autolimpante",
  "filtro magnetico inox",
  "eletroima suspenso mineracao",
  "rebobinamento",
  "manutencao rotor",
  "linha importada",
  "ceramica",
  "acucar e etanol",
  "papel celulose",
  "gaussimetro",
  "correntes parasitas reciclagem",
  "alta intensidade",
  "detector de metais",
  "separador magnetico de neodimio para mineracao",
  "bomba centrifuga",
  "titanio",
  "compressor de ar",
];

async function insertCatalogue() {
  const now = Date.now();
  for (let start = 0; start < pageCount; start += insertBatch) {
    const rows = Array.from({ length: Math.min(insertBatch, pageCount - start) }, (_, offset) => {
      const page = syntheticPage(start + offset, now);
      return { ...page, metaTitle: `${page.title} | Magnasul`, published: true, updatedAt: page.createdAt };
    });
    await db().insert(pages).values(rows);
  }
}

const ms = (value: number) => value.toFixed(2).padStart(8);

async function measure() {
  const hits = new Map<string, number>();
  for (let call = 0; call < warmupCalls; call++) {
    const term = queries[call % queries.length]!;
    hits.set(term, (await searchPublished(term, resultLimit)).length);
  }
  const perQuery = new Map<string, number[]>(queries.map((term) => [term, []]));
  const all: number[] = [];
  for (let call = 0; call < measuredCalls; call++) {
    const term = queries[call % queries.length]!;
    const started = performance.now();
    await searchPublished(term, resultLimit);
    const elapsed = performance.now() - started;
    all.push(elapsed);
    perQuery.get(term)!.push(elapsed);
  }

  console.log(`\n${"query".padEnd(48)} results      p50      max`);
  for (const [term, times] of perQuery) {
    const sorted = times.toSorted((a, b) => a - b);
    console.log(`${term.padEnd(48)} ${String(hits.get(term)).padStart(7)} ${ms(percentile(sorted, 50))} ${ms(sorted.at(-1)!)}`);
  }
  const sorted = all.toSorted((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `\ncount ${sorted.length}  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ` +
      `p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${sorted.at(-1)!.toFixed(2)} ms`,
  );
  return p95;
}

const targets = [embeddedTarget({ onDisk: false })];
if (process.env.BENCH_DATABASE_URL) targets.push(postgresTarget(process.env.BENCH_DATABASE_URL));

let failed = false;
for (const target of targets) {
  console.log(`\n== ${target.label}: searchPublished(term, ${resultLimit}) on ${pageCount} published pages`);
  const dispose = await target.open();
  try {
    const started = performance.now();
    await insertCatalogue();
    console.log(`inserted ${pageCount} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const p95 = await measure();
    if (p95 >= p95LimitMs) {
      console.error(`FAIL: p95 ${p95.toFixed(2)} ms is not under ${p95LimitMs} ms`);
      failed = true;
    } else {
      console.log(`OK: p95 under ${p95LimitMs} ms`);
    }
  } finally {
    await dispose();
  }
}
process.exitCode = failed ? 1 : 0;
