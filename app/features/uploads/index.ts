export { UploadField } from "./components/upload-field";
export { maxUploadBytes, storedNamePattern, uploadMessages } from "./rules";
