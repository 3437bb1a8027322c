import crypto from "node:crypto";
import pg from "pg";

/** The PostgreSQL server of the tests that need one: TEST_DATABASE_URL's (the CI sets it when PostgreSQL answers). */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Why the tests are skipped, or undefined when the server answers. */
export async function postgresUnavailable(what: string) {
  try {
    await onServer(serverUrl, (client) => client.query("select 1"));
    return undefined;
  } catch {
    return `PostgreSQL does not answer at ${serverUrl}: ${what} are skipped (TEST_DATABASE_URL names the server)`;
  }
}

/** A new, empty database on the server, and the way to drop it. */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}
