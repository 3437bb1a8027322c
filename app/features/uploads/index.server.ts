/** Uploaded files: storage on disk or in a bucket, the upload route and serving them; this is its server side. */
export { serveUploads } from "./serve-uploads.server";
export { compressedUnlessUpload } from "./served-headers.server";
export type { FileStorage } from "./file-storage.server";
export { fileStorage } from "./storage.server";
export { localDiskStorage } from "./local-storage.server";
export { failedMarkerOf, resizedCopiesDir, resizedCopyOf } from "./resized-copies.server";
export { UploadError, deleteUpload, saveUpload } from "./uploads.server";
