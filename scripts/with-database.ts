import { config } from "~/config/env.server";
import { closeDatabase, openDatabase, setProcessDatabase } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";

/**
 * Runs a command-line task on the migrated database. With the embedded database the
 * lock makes the task stop, with a clear message, while a server holds it.
 */
export async function withDatabase(holder: string, task: () => Promise<void>) {
  try {
    const settings = config();
    const handle = await openDatabase({
      dataDir: settings.dataDir,
      databaseUrl: settings.databaseUrl,
      holder,
    });
    setProcessDatabase(handle);
    await runMigrations(handle);
    await task();
  } catch (error) {
    const known = error instanceof Error && ["ConfigError", "DatabaseLockedError", "StaffAccountError"].includes(error.name);
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
