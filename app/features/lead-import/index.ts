/** Importing leads from a CSV file. */
export { ImportScreen } from "./components/import-screen";
