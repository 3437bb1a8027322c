/**
 * Whether a database error (or the driver error it wraps, as Drizzle does) is a unique
 * constraint violation, SQLSTATE 23505, on PGlite and PostgreSQL alike.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
