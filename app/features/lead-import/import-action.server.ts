import { data } from "react-router";
import { readFormData } from "~/lib/forms/form-action.server";
import { decodeCsvBytes, readCsvText } from "./csv-table.server";
import type { ImportAnswer } from "./import-answer";
import { checkColumns, importBounds, importChoicesSchema, importMessages, recogniseColumns } from "./import-rules";
import { planImport, runImport } from "./lead-import.server";

// The preview carries the file's bytes back as base64url (4 characters for 3 bytes).
const maxCarriedCharacters = Math.ceil((importBounds.bytes * 4) / 3);

const fileNameOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.replace(/[\p{Cc}]/gu, "").slice(0, 200) : "");

async function fileBytes(formData: FormData): Promise<{ ok: true; bytes: Uint8Array; fileName: string } | { ok: false; message: string }> {
  const file = formData.get("arquivo");
  if (file instanceof File && file.size > 0) {
    if (file.size > importBounds.bytes) return { ok: false, message: importMessages.tooLarge };
    return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()), fileName: fileNameOf(file.name) };
  }
  const carried = formData.get("conteudo");
  if (typeof carried !== "string" || carried === "") {
    return { ok: false, message: formData.has("conteudo") ? importMessages.lost : importMessages.noFile };
  }
  if (carried.length > maxCarriedCharacters || !/^[A-Za-z0-9_-]+$/.test(carried)) return { ok: false, message: importMessages.lost };
  return { ok: true, bytes: Buffer.from(carried, "base64url"), fileName: fileNameOf(formData.get("nomeArquivo")) };
}

/**
 * 'Importar CSV', three posts that work without scripts: the file sent ('preview'), the preview
 * with its columns and default source chosen again ('preview' with the file's bytes carried back),
 * and the confirmation ('import'), which reads the file again with the same choices. Each step
 * checks everything again on the server.
 */
export async function leadImportAction(request: Request) {
  const formData = await readFormData(request);
  const defaultSource = formData.get("origemPadrao");
  const read = await fileBytes(formData);
  if (!read.ok) return data<ImportAnswer>({ stage: "upload", error: read.message }, { status: 400 });
  const reading = readCsvText(decodeCsvBytes(read.bytes));
  if (!reading.ok) return data<ImportAnswer>({ stage: "upload", error: reading.message }, { status: 400 });
  const { header } = reading.table;
  const chosen = formData.getAll("coluna");
  const choices = importChoicesSchema.parse({
    defaultSource,
    columns: chosen.length === header.length ? chosen : recogniseColumns(header),
  });
  const columnError = checkColumns(choices.columns);
  if (formData.get("intent") === "import" && !columnError) {
    const summary = await runImport(reading.table, choices);
    return data<ImportAnswer>({ stage: "done", fileName: read.fileName, summary });
  }
  const plan = columnError ? null : await planImport(reading.table, choices);
  return data<ImportAnswer>(
    {
      stage: "preview",
      fileName: read.fileName,
      content: Buffer.from(read.bytes).toString("base64url"),
      header,
      choices,
      columnError,
      plan: plan ? { rows: plan.rows, counts: plan.counts } : null,
    },
    { status: columnError ? 400 : 200 },
  );
}
