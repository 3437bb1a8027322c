// npm run restore <arquivo.tar.gz> — replaces the database content and the uploaded files with a
// backup's. With the embedded database the server must be stopped (the lock says so).
import fs from "node:fs";
import path from "node:path";
import { config } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { restoreBackup } from "~/platform/backup/index.server";
import { fileStorage } from "~/features/uploads/index.server";

const argument = process.argv[2];
if (!argument) {
  console.error("Uso: npm run restore -- <arquivo.tar.gz>");
  process.exit(1);
}
const file = path.resolve(argument);

try {
  if (!fs.existsSync(file)) throw new Error(`Arquivo não encontrado: ${file}`);
  const settings = config();
  const handle = await openDatabase({ dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, holder: "npm run restore" });
  try {
    const manifest = await restoreBackup(handle, { storage: fileStorage(), file });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    console.log(`Backup de ${manifest.createdAt} restaurado: ${rows} linhas e os arquivos enviados.`);
    if (settings.databaseUrl) console.log("Reinicie os servidores para que as páginas em cache mostrem os dados restaurados.");
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
