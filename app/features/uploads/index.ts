export { FileUpload } from "./components/file-upload";
export { UploadField } from "./components/upload-field";
export { maxUploadBytes, storedNamePattern, uploadMessages } from "./rules";
