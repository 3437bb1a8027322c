import { ArrowLeft, Download, FilePlus2 } from "lucide-react";
import { Form, Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { formatPrice, proposalLabel } from "../format";
import { proposalStatusLabels, type ProposalView } from "../proposal-view";
import type { ProposalFormValues } from "../schema";
import { ProposalEditor } from "./proposal-editor";
import { ProposalSheet } from "./proposal-sheet";
import { statusTone } from "./status-tone";

type Version = { id: string; version: number; status: ProposalView["status"]; sentAt: string | null; totalCents: number };

/** What the customer did with a sent version, as staff read it. */
function Outcome({ proposal }: { proposal: ProposalView }) {
  if (proposal.status === "aprovada") {
    return (
      <Alert tone="success" title={`Aprovada por ${proposal.answerName ?? "—"} em ${formatDateTime(proposal.answeredAt!)}`}>
        {proposal.purchaseOrder ? <p>Pedido de compra: {proposal.purchaseOrder}</p> : null}
      </Alert>
    );
  }
  if (proposal.status === "recusada") {
    return (
      <Alert tone="error" title={`Recusada em ${formatDateTime(proposal.answeredAt!)}`}>
        <p className="whitespace-pre-wrap wrap-anywhere">Motivo: {proposal.refusalReason}</p>
      </Alert>
    );
  }
  if (proposal.status === "enviada") {
    return (
      <Alert tone="info" title={`Enviada em ${formatDateTime(proposal.sentAt!)} para ${proposal.customer.email ?? "—"}`}>
        <p>{proposal.viewedAt ? `Aberta pelo cliente em ${formatDateTime(proposal.viewedAt)}.` : "O cliente ainda não abriu o link."}</p>
      </Alert>
    );
  }
  if (proposal.status === "substituida") return <Alert tone="info" title="Substituída por uma versão mais nova: somente leitura." />;
  return null;
}

/**
 * A proposal's screen: the draft's editor, or a sent version read only with what the customer
 * did, its PDF and 'Editar em nova versão'; every version of the number is listed.
 */
export function ProposalScreen({
  proposal,
  versions,
  editor,
}: {
  proposal: ProposalView;
  versions: Version[];
  editor: ProposalFormValues | null;
}) {
  const newest = versions[0]?.id === proposal.id;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Link
          to={`/admin/leads/${proposal.leadId}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {proposal.customer.name}
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-steel-900">Proposta {proposalLabel(proposal.number, proposal.version)}</h1>
          <Badge tone={statusTone[proposal.status]}>
            <span className="sr-only">Situação: </span>
            {proposalStatusLabels[proposal.status]}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-steel-600">
          Para {proposal.customer.name}
          {proposal.customer.company ? ` – ${proposal.customer.company}` : ""} · {proposal.customer.email ?? proposal.customer.phone ?? ""}
        </p>
      </div>
      <Outcome proposal={proposal} />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={`/api/admin/propostas/${proposal.id}/pdf`} download>
            <Download aria-hidden className="size-4" />
            Baixar PDF
          </a>
        </Button>
        {proposal.status !== "rascunho" && newest ? (
          <Form method="post">
            <input type="hidden" name="intent" value="nova-versao" />
            <Button type="submit" variant="outline">
              <FilePlus2 aria-hidden className="size-4" />
              Editar em nova versão
            </Button>
          </Form>
        ) : null}
      </div>
      {editor ? (
        <ProposalEditor
          key={proposal.id}
          proposalId={proposal.id}
          label={proposalLabel(proposal.number, proposal.version)}
          recipient={proposal.customer.email}
          initial={editor}
        />
      ) : (
        <Card className="p-5">
          <ProposalSheet proposal={proposal} />
        </Card>
      )}
      {versions.length > 1 ? (
        <section aria-labelledby="proposta-versoes">
          <Card className="p-5">
            <h2 id="proposta-versoes" className="mb-3 text-lg font-semibold text-steel-900">
              Versões
            </h2>
            <ul className="divide-y divide-steel-100 text-sm">
              {versions.map((version) => (
                <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {version.id === proposal.id ? (
                    <span className="font-semibold text-steel-900" aria-current="page">
                      {proposalLabel(proposal.number, version.version)}
                    </span>
                  ) : (
                    <Link to={`/admin/propostas/${version.id}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                      {proposalLabel(proposal.number, version.version)}
                    </Link>
                  )}
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{formatPrice(version.totalCents)}</span>
                    <Badge tone={statusTone[version.status]}>{proposalStatusLabels[version.status]}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      ) : null}
    </div>
  );
}
