import fs from "node:fs";
import path from "node:path";

type LockInfo = { pid: number; holder: string; since: string };

class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

/** The live process holding the embedded database, if any. */
export function lockHolder(dataDir: string): LockInfo | undefined {
  const current = readLock(path.join(dataDir, "db.lock"));
  return current && current.pid !== process.pid && isAlive(current.pid) ? current : undefined;
}

/**
 * PGlite has no lock between processes, and two processes writing one directory
 * silently lose data: the first process takes this file, every other one stops.
 */
export function acquireDatabaseLock(dataDir: string, holder: string, { heldByParent = false } = {}): () => void {
  const file = path.join(dataDir, "db.lock");
  if (heldByParent) {
    // The server prepares its database in a child process while it keeps the lock itself.
    if (readLock(file)?.pid === process.ppid) return () => {};
    throw new DatabaseLockedError(`O processo que iniciou esta preparação não detém o bloqueio de ${file}.`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const info: LockInfo = { pid: process.pid, holder, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: "wx" });
      return () => {
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readLock(file);
      if (current && current.pid !== process.pid && isAlive(current.pid)) {
        throw new DatabaseLockedError(
          `O banco de dados em ${path.join(dataDir, "db")} está em uso por "${current.holder}" ` +
            `(processo ${current.pid}, desde ${current.since}). ` +
            "Pare esse processo antes de continuar; com DATABASE_URL vários processos podem usar o mesmo banco.",
        );
      }
      // The holder is gone (a crash or a kill): its lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseLockedError(`Não foi possível obter o bloqueio do banco de dados em ${file}.`);
}
