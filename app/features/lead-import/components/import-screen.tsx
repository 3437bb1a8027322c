import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { countOf } from "~/lib/plural";
import { Alert } from "~/ui/alert";
import { FormSection } from "~/ui/form-section";
import type { ImportAnswer } from "../import-answer";
import { ImportPreview } from "./import-preview";
import { ImportUploadForm } from "./import-upload-form";

/** 'Importar CSV': the file, then its preview, then what was imported. */
export function ImportScreen({ answer }: { answer: ImportAnswer | undefined }) {
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Link to="/admin/leads" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden className="size-4" />
        Leads
      </Link>
      <h1 className="text-2xl font-bold text-steel-900">Importar CSV</h1>
      {answer?.stage === "done" ? (
        <Alert tone="success" title={`Importação de ${answer.fileName || "arquivo"} concluída.`}>
          <p>
            {countOf(answer.summary.created, "lead criado", "leads criados")},{" "}
            {countOf(answer.summary.merged, "contato somado", "contatos somados")} a leads existentes,{" "}
            {countOf(answer.summary.skipped, "linha já importada ou repetida", "linhas já importadas ou repetidas")} e{" "}
            {countOf(answer.summary.rejected, "linha recusada", "linhas recusadas")}.
          </p>
          <Link to="/admin/leads" className="font-medium underline">
            Ver os leads
          </Link>
        </Alert>
      ) : null}
      {answer?.stage === "preview" ? (
        <FormSection title="Prévia da importação" description="Nada é gravado até você confirmar em 'Importar'.">
          <ImportPreview preview={answer} />
        </FormSection>
      ) : (
        <FormSection
          title={answer?.stage === "done" ? "Importar outro arquivo" : "Arquivo"}
          description="Cada linha vira um lead, ou soma ao lead que já tem o mesmo e-mail ou telefone. Importar o mesmo arquivo de novo não cria nada duas vezes."
        >
          <ImportUploadForm error={answer?.stage === "upload" ? answer.error : null} />
        </FormSection>
      )}
    </div>
  );
}
