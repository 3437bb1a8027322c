import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A jsonb column read as JSON text, to parse with readJsonText. Drizzle parses again a
 * string the drivers have already decoded, so a stored "123456789012345" would come back
 * as a number and "true" as a boolean.
 */
export function jsonText(column: AnyPgColumn): SQL<string> {
  return sql<string>`${column}::text`;
}

export function readJsonText(text: string): unknown {
  return JSON.parse(text);
}
