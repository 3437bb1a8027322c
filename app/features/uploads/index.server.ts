export { servedUploadHeaders } from "./served-headers.server";
export { serveUploads } from "./serve-uploads.server";
export type { FileStorage, StoredFile } from "./file-storage.server";
export { fileStorage } from "./storage.server";
export { localDiskStorage } from "./local-storage.server";
export { dropResizedCopies, failedMarkerOf, resizedCopiesDir, resizedCopyOf } from "./resized-copies.server";
export { UploadError, deleteUpload, saveUpload } from "./uploads.server";
