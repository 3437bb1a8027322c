export { onlyStoredUploads, servedUploadHeaders } from "./served-headers.server";
export { localDiskStorage, uploadsDir, type FileStorage } from "./storage.server";
export { UploadError, deleteUpload, saveUpload } from "./uploads.server";
