export { restoreBackup, writeBackup } from "./archive.server";
export { answerBackupRequest, askServerForBackup } from "./server-backup.server";
