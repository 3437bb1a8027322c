/** Backups: the database and the uploads in one archive, and restoring one. */
export { restoreBackup, writeBackup } from "./archive.server";
export { answerBackupRequest, askServerForBackup } from "./server-backup.server";
