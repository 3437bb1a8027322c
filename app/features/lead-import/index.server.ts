export { leadImportAction } from "./import-action.server";
