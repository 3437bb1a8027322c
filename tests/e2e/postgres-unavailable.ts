import { withPostgresClient } from "~/db/testing.server";

/** Why the tests are skipped, or undefined when the tests' PostgreSQL server answers. */
export async function postgresUnavailable(what: string) {
  try {
    await withPostgresClient((client) => client.query("select 1"));
    return undefined;
  } catch {
    return `PostgreSQL does not answer: ${what} are skipped (TEST_DATABASE_URL names the server)`;
  }
}
