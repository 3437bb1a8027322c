import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { z } from "zod";
import type { DatabaseHandle } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { dumpDatabase, loadDatabase } from "./database-dump.server";
import { appliedMigrations } from "./tables.server";

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  migrations: z.number().int().min(0),
  tables: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

function workFolder() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
}

/**
 * One .tar.gz with the database (a snapshot, as JSON lines per table) and the uploaded files.
 * The file appears only when complete, readable and writable by its owner alone (mode 0600).
 */
export async function writeBackup(handle: DatabaseHandle, { uploads, file }: { uploads: string; file: string }): Promise<BackupManifest> {
  const work = workFolder();
  try {
    const dump = await dumpDatabase(handle.db, path.join(work, "database"));
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), ...dump };
    const copiedUploads = path.join(work, "uploads");
    if (fs.existsSync(uploads)) fs.cpSync(uploads, copiedUploads, { recursive: true, filter: (source) => !source.endsWith(".partial") });
    else fs.mkdirSync(copiedUploads);
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    const partial = `${file}.partial`;
    // The backup holds the staff's password hashes and every lead: only its owner may read it,
    // from the first byte on.
    fs.rmSync(partial, { force: true });
    fs.closeSync(fs.openSync(partial, "wx", 0o600));
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, ["manifest.json", "database", "uploads"]);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function unpack(file: string, work: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupFileError(`Arquivo não encontrado: ${file}`);
  try {
    await tar.extract({ file, cwd: work, strict: true });
  } catch {
    throw new BackupFileError(`${file} não é um backup válido: não foi possível abrir o arquivo .tar.gz.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")));
  } catch {
    throw new BackupFileError(`${file} não é um backup válido: o manifest.json está ausente ou ilegível.`);
  }
  for (const table of Object.keys(manifest.tables)) {
    if (!fs.existsSync(path.join(work, "database", `${table}.ndjson`))) {
      throw new BackupFileError(`${file} não é um backup válido: faltam os dados da tabela ${table}.`);
    }
  }
  return manifest;
}

/**
 * Puts a backup back: the file is checked first, then the database content is replaced in one
 * transaction, then the uploaded files. Nothing changes when the file is refused.
 */
export async function restoreBackup(handle: DatabaseHandle, { uploads, file }: { uploads: string; file: string }): Promise<BackupManifest> {
  const work = workFolder();
  try {
    const manifest = await unpack(file, work);
    await runMigrations(handle);
    const known = await appliedMigrations(handle.db);
    if (manifest.migrations > known) {
      throw new BackupFileError(
        `O backup vem de uma versão mais nova do sistema (${manifest.migrations} migrações; esta conhece ${known}). Atualize o sistema antes de restaurar.`,
      );
    }
    await loadDatabase(handle.db, path.join(work, "database"), manifest);
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.cpSync(path.join(work, "uploads"), uploads, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
