import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { z } from "~/lib/zod";
import type { DatabaseHandle } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { storedNamePattern } from "~/features/uploads";
import { deleteUpload, type FileStorage } from "~/features/uploads/index.server";
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

/** Every stored file, from the folder or the bucket, streamed one at a time into `folder`. */
async function copyUploads(storage: FileStorage, folder: string) {
  fs.mkdirSync(folder);
  for await (const { name } of storage.list()) {
    const bytes = await storage.read(name);
    // A file deleted since the list was read is simply not in the backup.
    if (bytes) await pipeline(bytes, fs.createWriteStream(path.join(folder, name)));
  }
}

/** The storage ends up holding the backup's files and no other: each is written, then the rest removed. */
async function replaceUploads(storage: FileStorage, folder: string) {
  const restored = new Set(fs.readdirSync(folder).filter((name) => storedNamePattern.test(name)));
  for (const name of restored) await storage.save(name, fs.readFileSync(path.join(folder, name)));
  const others: string[] = [];
  for await (const { name } of storage.list()) if (!restored.has(name)) others.push(name);
  for (const name of others) await deleteUpload(name, storage);
}

/**
 * One .tar.gz with the database (a snapshot, as JSON lines per table) and the uploaded files.
 * The file appears only when complete, readable and writable by its owner alone (mode 0600).
 */
export async function writeBackup(
  handle: DatabaseHandle,
  { storage, file }: { storage: FileStorage; file: string },
): Promise<BackupManifest> {
  const work = workFolder();
  try {
    const dump = await dumpDatabase(handle.db, path.join(work, "database"));
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), ...dump };
    await copyUploads(storage, path.join(work, "uploads"));
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
  if (!fs.statSync(path.join(work, "uploads"), { throwIfNoEntry: false })?.isDirectory()) {
    throw new BackupFileError(`${file} não é um backup válido: falta a pasta dos arquivos enviados.`);
  }
  return manifest;
}

/**
 * Puts a backup back: the file is checked first, then the database content is replaced in one
 * transaction, then the uploaded files, in the folder or the bucket. Nothing changes when the
 * file is refused.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  { storage, file }: { storage: FileStorage; file: string },
): Promise<BackupManifest> {
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
    await replaceUploads(storage, path.join(work, "uploads"));
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
