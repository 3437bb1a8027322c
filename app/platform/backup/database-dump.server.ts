import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appliedMigrations, quoted, tablesInLoadOrder, writableColumns } from "./tables.server";

const batch = 500;

export type DumpManifest = { migrations: number; tables: Record<string, number> };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Writes every table as JSON lines (one row per line, as PostgreSQL itself renders it) inside
 * one repeatable-read transaction: the files are a snapshot even while visitors keep writing.
 */
export async function dumpDatabase(db: Database, folder: string): Promise<DumpManifest> {
  fs.mkdirSync(folder, { recursive: true });
  return db.transaction(
    async (tx) => {
      const tables: Record<string, number> = {};
      for (const table of await tablesInLoadOrder(tx)) {
        const file = fs.openSync(path.join(folder, `${table}.ndjson`), "w");
        let count = 0;
        try {
          for (;;) {
            const rows = rowsOf<{ line: string }>(
              await tx.execute(
                sql.raw(`select row_to_json(t)::text as line from ${quoted(table)} t order by ctid limit ${batch} offset ${count}`),
              ),
            );
            for (const row of rows) fs.writeSync(file, `${row.line}\n`);
            count += rows.length;
            if (rows.length < batch) break;
          }
        } finally {
          fs.closeSync(file);
        }
        tables[table] = count;
      }
      return { migrations: await appliedMigrations(tx), tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Replaces the content of every table with the dumped rows, in one transaction: a failure
 * leaves the database as it was. The schema comes from the migrations, already applied.
 */
export async function loadDatabase(db: Database, folder: string, manifest: DumpManifest) {
  await db.transaction(async (tx) => {
    const tables = await tablesInLoadOrder(tx);
    await tx.execute(sql.raw(`truncate ${tables.map(quoted).join(", ")} restart identity cascade`));
    for (const table of tables) {
      if (manifest.tables[table] === undefined) continue;
      const columns = (await writableColumns(tx, table)).map(quoted).join(", ");
      const lines = fs
        .readFileSync(path.join(folder, `${table}.ndjson`), "utf8")
        .split("\n")
        .filter(Boolean);
      for (let start = 0; start < lines.length; start += batch) {
        const rows = `[${lines.slice(start, start + batch).join(",")}]`;
        await tx.execute(
          sql`insert into ${sql.raw(quoted(table))} (${sql.raw(columns)}) overriding system value select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(quoted(table))}, ${rows}::json)`,
        );
      }
      await resetSequences(tx, table);
    }
  });
}

/** Serial columns continue after the highest restored value. */
async function resetSequences(tx: Pick<Database, "execute">, table: string) {
  const sequences = rowsOf<{ column: string; sequence: string }>(
    await tx.execute(sql`
      select column_name as column, pg_get_serial_sequence(${quoted(table)}, column_name) as sequence
      from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and pg_get_serial_sequence(${quoted(table)}, column_name) is not null`),
  );
  for (const { column, sequence } of sequences) {
    await tx.execute(
      sql.raw(
        `select setval('${sequence.replace(/'/g, "''")}', coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      ),
    );
  }
}
