import { RefreshCw, Upload } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { outsideSourceLabels, outsideSources } from "~/features/leads";
import { countOf } from "~/lib/plural";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Field, Select } from "~/ui/field";
import { Table, TableBody, TableCell, TableHead, TableHeader } from "~/ui/table";
import type { ImportAnswer } from "../import-answer";
import type { RowOutcome } from "../import-plan";
import { importFieldLabels, importFields } from "../import-rules";

type Preview = Extract<ImportAnswer, { stage: "preview" }>;

function Outcome({ outcome }: { outcome: RowOutcome }) {
  switch (outcome.kind) {
    case "create":
      return <Badge tone="success">Cria um lead</Badge>;
    case "merge":
      return (
        <span>
          <Badge tone="brand">Soma a um lead</Badge>{" "}
          <span className="text-steel-700">
            {outcome.leadName} (mesmo {outcome.by === "email" ? "e-mail" : "telefone"})
          </span>
        </span>
      );
    case "merge-row":
      return (
        <span>
          <Badge tone="brand">Soma a um lead</Badge> <span className="text-steel-700">o da linha {outcome.line}</span>
        </span>
      );
    case "imported":
      return <Badge>Já importada: nada muda</Badge>;
    case "repeated":
      return <Badge>Repete a linha {outcome.line}: ignorada</Badge>;
    case "rejected":
      return (
        <span>
          <Badge tone="danger">Recusada</Badge>
          <span className="mt-1 block text-red-800">{outcome.reasons.join(" ")}</span>
        </span>
      );
  }
}

/**
 * The preview of an import: which field each column fills and the source of rows without one
 * (both can be changed, then 'Atualizar prévia'), what each row will do, and 'Importar'.
 */
export function ImportPreview({ preview }: { preview: Preview }) {
  const intent = useNavigation().formData?.get("intent");
  const { plan, choices } = preview;
  const toImport = plan ? plan.counts.create + plan.counts.merge : 0;
  return (
    <Form method="post" className="space-y-6">
      <input type="hidden" name="conteudo" value={preview.content} />
      <input type="hidden" name="nomeArquivo" value={preview.fileName} />
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-steel-900">Colunas de {preview.fileName || "arquivo"}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {preview.header.map((title, index) => (
            <Field key={index} id={`coluna-${index}`} label={title || `Coluna ${index + 1}`}>
              <Select id={`coluna-${index}`} name="coluna" defaultValue={choices.columns[index] ?? ""}>
                <option value="">Ignorar</option>
                {importFields.map((field) => (
                  <option key={field} value={field}>
                    {importFieldLabels[field]}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
          <Field id="origemPadrao" label="Origem das linhas sem origem">
            <Select id="origemPadrao" name="origemPadrao" defaultValue={choices.defaultSource}>
              {outsideSources.map((source) => (
                <option key={source} value={source}>
                  {outsideSourceLabels[source]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="submit" name="intent" value="preview" variant="outline" disabled={intent !== undefined}>
          <RefreshCw aria-hidden className="size-4" />
          Atualizar prévia
        </Button>
      </fieldset>
      {preview.columnError ? <Alert tone="error" title={preview.columnError} /> : null}
      {plan ? (
        <section aria-labelledby="previa-titulo" className="space-y-4">
          <h2 id="previa-titulo" className="text-base font-semibold text-steel-900">
            Prévia
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-steel-800" aria-label="Resumo da prévia">
            <li>{countOf(plan.counts.create, "lead novo", "leads novos")}</li>
            <li>{countOf(plan.counts.merge, "linha soma a um lead", "linhas somam a leads")}</li>
            <li>{countOf(plan.counts.skip, "linha já importada ou repetida", "linhas já importadas ou repetidas")}</li>
            <li>{countOf(plan.counts.reject, "linha recusada", "linhas recusadas")}</li>
          </ul>
          {/* On a phone each row is a card, what happens first; from a tablet on, a table. */}
          <ol aria-label="Linhas do arquivo" className="divide-y divide-steel-100 text-sm md:hidden">
            {plan.rows.map((row) => (
              <li key={row.line} className="space-y-1 py-3">
                <p className="font-medium break-words text-steel-900">
                  Linha {row.line}: {row.name || "sem nome"}
                </p>
                <p className="break-words text-steel-700">
                  {[row.email, row.phone, row.company, row.source].filter(Boolean).join(" · ") || "—"}
                </p>
                <Outcome outcome={row.outcome} />
              </li>
            ))}
          </ol>
          <div className="hidden overflow-x-auto md:block">
            <Table className="min-w-[44rem]">
              <TableHeader>
                <tr>
                  <TableHead numeric>Linha</TableHead>
                  <TableHead>O que acontece</TableHead>
                  <TableHead>Nome</TableHead>
                  <TableHead>E-mail / Telefone</TableHead>
                  <TableHead>Empresa</TableHead>
                  <TableHead>Origem</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {plan.rows.map((row) => (
                  <tr key={row.line} className="align-top">
                    <TableCell numeric>{row.line}</TableCell>
                    <TableCell className="min-w-48">
                      <Outcome outcome={row.outcome} />
                    </TableCell>
                    <TableCell className="break-words">{row.name || "—"}</TableCell>
                    <TableCell className="wrap-anywhere">{[row.email, row.phone].filter(Boolean).join(" · ") || "—"}</TableCell>
                    <TableCell className="wrap-anywhere">{row.company || "—"}</TableCell>
                    <TableCell>{row.source || "—"}</TableCell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="import" disabled={toImport === 0 || intent !== undefined}>
          <Upload aria-hidden className="size-4" />
          {intent === "import" ? "Importando..." : `Importar ${countOf(toImport, "linha", "linhas")}`}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/leads/importar">Escolher outro arquivo</Link>
        </Button>
      </div>
    </Form>
  );
}
