import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";
import type { FileStorage } from "~/features/uploads/index.server";
import { writeBackup } from "./archive.server";

type BackupRequest = { id: string; file: string };
type BackupAnswer = { id: string; ok: boolean; message: string };

const requestFile = (dataDir: string) => path.join(dataDir, "backup-request.json");
const answerFile = (dataDir: string) => path.join(dataDir, "backup-answer.json");

/**
 * Only the server may open the embedded database while it runs, so a backup taken then is
 * written by the server itself: the command leaves a request in DATA_DIR and sends SIGUSR2.
 */
export async function answerBackupRequest(handle: DatabaseHandle, dataDir: string, storage: FileStorage) {
  let request: BackupRequest;
  try {
    request = JSON.parse(fs.readFileSync(requestFile(dataDir), "utf8")) as BackupRequest;
  } catch {
    return;
  }
  fs.rmSync(requestFile(dataDir), { force: true });
  let answer: BackupAnswer;
  try {
    await writeBackup(handle, { storage, file: request.file });
    answer = { id: request.id, ok: true, message: request.file };
  } catch (error) {
    answer = { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  fs.writeFileSync(`${answerFile(dataDir)}.partial`, JSON.stringify(answer));
  fs.renameSync(`${answerFile(dataDir)}.partial`, answerFile(dataDir));
}

/** Asks the server holding the embedded database for a backup and waits for its answer. */
export async function askServerForBackup(dataDir: string, pid: number, file: string, timeoutMs = 10 * 60_000) {
  const id = crypto.randomUUID();
  fs.rmSync(answerFile(dataDir), { force: true });
  fs.writeFileSync(requestFile(dataDir), JSON.stringify({ id, file } satisfies BackupRequest));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const answer = JSON.parse(fs.readFileSync(answerFile(dataDir), "utf8")) as BackupAnswer;
      if (answer.id !== id) continue;
      fs.rmSync(answerFile(dataDir), { force: true });
      if (!answer.ok) throw new Error(`O servidor não conseguiu gravar o backup: ${answer.message}`);
      return;
    } catch (error) {
      if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
  }
  throw new Error(`O servidor (processo ${pid}) não respondeu ao pedido de backup.`);
}
