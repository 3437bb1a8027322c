import { ArrowLeft, History, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { formatDateTime } from "~/lib/dates";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import type { RevisionEntry } from "../entry";
import { revisionMessages } from "../messages";
import { FieldChanges } from "./field-changes";

type Props = {
  title: string;
  editorPath: string;
  entries: RevisionEntry[];
  /** The answer of a restore, shown on the page with or without scripts. */
  answer: ActionResult | undefined;
};

function OriginBadge({ entry }: { entry: RevisionEntry }) {
  if (entry.origin === "restore") {
    return <Badge tone="brand">Restauração{entry.restoredFromAt ? ` da versão de ${formatDateTime(entry.restoredFromAt)}` : ""}</Badge>;
  }
  if (entry.origin === "schedule") return <Badge tone="brand">Publicação agendada</Badge>;
  if (entry.origin === "baseline") return <Badge>Anterior ao histórico</Badge>;
  return null;
}

function authorLine(entry: RevisionEntry) {
  if (entry.author) return `por ${entry.author}`;
  return entry.origin === "baseline" ? "autor não registrado" : "por uma conta removida";
}

function RestoreButton({ entry }: { entry: RevisionEntry }) {
  const navigation = useNavigation();
  const restoring = navigation.formData?.get("revision") === entry.id;
  return (
    <Form method="post" className="shrink-0">
      <input type="hidden" name="revision" value={entry.id} />
      <Button type="submit" variant="outline" size="sm" disabled={navigation.state !== "idle"}>
        <RotateCcw aria-hidden className="size-4" />
        {restoring ? "Restaurando..." : "Restaurar esta versão"}
        <span className="sr-only"> de {formatDateTime(entry.savedAt)}</span>
      </Button>
    </Form>
  );
}

/** 'Histórico' of an editable item: its kept versions, what each changed, and a way back to any. */
export function RevisionHistory({ title, editorPath, entries, answer }: Props) {
  return (
    <div className="mx-auto max-w-4xl">
      <Link to={editorPath} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        Voltar ao editor
      </Link>
      <h1 className="mt-3 flex items-center gap-2 text-2xl font-bold break-words text-steel-900">
        <History aria-hidden className="size-6 shrink-0" />
        Histórico: {title}
      </h1>
      <p className="mt-1 text-steel-600">
        As últimas 50 versões salvas, da mais recente à mais antiga. Restaurar salva a versão escolhida como uma nova versão: nada se perde.
      </p>
      {answer ? (
        <Alert
          tone={answer.ok ? "success" : "error"}
          title={answer.ok ? revisionMessages.restored : revisionMessages.restoreFailed}
          className="mt-4"
        >
          {answer.ok ? null : answer.message}
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-8 text-steel-600">Nenhuma versão salva ainda: o histórico começa no próximo salvamento.</p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label="Versões salvas">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <Card className="p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-steel-900">
                      <time dateTime={entry.savedAt}>{formatDateTime(entry.savedAt)}</time>
                    </h2>
                    <p className="text-sm text-steel-600">{authorLine(entry)}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      {index === 0 ? <Badge tone="success">Versão atual</Badge> : null}
                      <OriginBadge entry={entry} />
                    </div>
                  </div>
                  {index === 0 ? null : <RestoreButton entry={entry} />}
                </div>
                <FieldChanges changes={entry.changes} open={index === 0} />
              </Card>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
