export { UploadButton } from "./components/upload-button";
export { UploadField } from "./components/upload-field";
export { maxUploadBytes, storedNamePattern, typeOfStoredName, uploadMessages } from "./rules";
