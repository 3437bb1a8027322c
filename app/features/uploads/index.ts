export { UploadField } from "./components/upload-field";
export { maxUploadBytes, storedNamePattern, typeOfStoredName, uploadMessages } from "./rules";
