import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

type Executor = Pick<Database, "execute">;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The application's tables, each after the tables its foreign keys point to. */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    for (const { parent } of references.filter((reference) => reference.child === table)) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Columns a row can be written to: generated columns are computed by the database. */
export async function writableColumns(db: Executor, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((row) => row.name);
}

/** How many migrations the database has applied (drizzle's journal). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
  return row?.count ?? 0;
}

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
