/** Uploaded files: storage on disk or in a bucket, the upload route and serving them. */
export { UploadButton } from "./components/upload-button";
export { UploadField } from "./components/upload-field";
export { maxUploadBytes, storedNamePattern, typeOfStoredName, uploadMessages } from "./rules";
