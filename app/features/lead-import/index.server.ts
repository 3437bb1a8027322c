/** Importing leads from a CSV file; this is its server side. */
export { leadImportAction } from "./import-action.server";
