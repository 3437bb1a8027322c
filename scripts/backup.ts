// npm run backup [arquivo.tar.gz] — the database (a snapshot) and the uploaded files (from the
// folder or the bucket) in one file, also while the server runs.
import fs from "node:fs";
import path from "node:path";
import { config } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { lockHolder } from "~/db/lock.server";
import { writeBackup, askServerForBackup } from "~/platform/backup/index.server";
import { fileStorage } from "~/features/uploads/index.server";

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? `backup-${stamp}.tar.gz`);

try {
  const settings = config();
  const holder = settings.databaseUrl ? undefined : lockHolder(settings.dataDir);
  if (!settings.databaseUrl && !fs.existsSync(path.join(settings.dataDir, "db"))) {
    throw new Error(`Nenhum banco de dados em ${path.join(settings.dataDir, "db")}: confira DATA_DIR.`);
  }
  if (holder) {
    console.log(`O servidor (processo ${holder.pid}) está usando o banco: ele mesmo grava o backup.`);
    await askServerForBackup(settings.dataDir, holder.pid, file);
  } else {
    const handle = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, holder: "npm run backup" });
    try {
      await writeBackup(handle, { storage: fileStorage(), file });
    } finally {
      await handle.close();
    }
  }
  console.log(`Backup gravado em ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
