import type { ImportPlan, ImportSummary } from "./import-plan";
import type { ImportChoices } from "./import-rules";

/** What 'Importar CSV' answers at each step: the file refused, the preview, or what was imported. */
export type ImportAnswer =
  | { stage: "upload"; error: string }
  | {
      stage: "preview";
      fileName: string;
      /** The file's bytes, base64url, posted back with the next step. */
      content: string;
      header: string[];
      choices: ImportChoices;
      columnError: string | null;
      plan: ImportPlan | null;
    }
  | { stage: "done"; fileName: string; summary: ImportSummary };
