import type { SQL } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * The rows of a raw SQL query. Both drivers (PGlite and node-postgres) answer with `rows`;
 * drizzle's common database type cannot say so.
 */
export async function queryRows<Row>(executor: Pick<Database, "execute">, query: SQL): Promise<Row[]> {
  const result = await executor.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
