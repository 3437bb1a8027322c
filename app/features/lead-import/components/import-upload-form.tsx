import { FileUp } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { outsideSourceLabels, outsideSources } from "~/features/leads";
import { Button } from "~/ui/button";
import { describedBy, Field, Select } from "~/ui/field";
import { Input } from "~/ui/input";
import { importBounds } from "../import-rules";

/** The file to import and the source of rows that name none; posted as a page, so it works before scripts load. */
export function ImportUploadForm({ error }: { error: string | null }) {
  const sending = useNavigation().formData?.get("intent") === "preview";
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4">
      <Field
        id="arquivo"
        label="Arquivo CSV"
        error={error ?? undefined}
        hint={`Até ${importBounds.bytes / 1024} KB e ${importBounds.rows.toLocaleString("pt-BR")} linhas. Vale o CSV do Excel (separado por ponto e vírgula) ou por vírgulas, em UTF-8. Colunas reconhecidas: nome, empresa, e-mail, telefone, origem e nota.`}
      >
        <Input
          id="arquivo"
          name="arquivo"
          type="file"
          accept=".csv,text/csv"
          required
          className="h-auto py-2"
          {...describedBy("arquivo", { hint: true, error: error ?? undefined })}
        />
      </Field>
      <Field id="origemPadrao" label="Origem das linhas sem origem" className="max-w-xs">
        <Select id="origemPadrao" name="origemPadrao" defaultValue="outro">
          {outsideSources.map((source) => (
            <option key={source} value={source}>
              {outsideSourceLabels[source]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" name="intent" value="preview" disabled={sending}>
        <FileUp aria-hidden className="size-4" />
        {sending ? "Lendo..." : "Ver prévia"}
      </Button>
    </Form>
  );
}
