import { FilePlus2 } from "lucide-react";
import { Form, Link } from "react-router";
import type { ProposalStatus } from "~/db/schema";
import { formatDate } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { formatPrice, proposalLabel } from "../format";
import { proposalStatusLabels } from "../proposal-view";
import { statusTone } from "./status-tone";

type LeadProposal = {
  id: string;
  number: string;
  version: number;
  status: ProposalStatus;
  totalCents: number;
  sentAt: string | null;
  createdAt: string;
};

/** 'Propostas' on a lead's page: the newest version of each proposal, and 'Nova proposta'. */
export function LeadProposals({ leadId, proposals }: { leadId: string; proposals: LeadProposal[] }) {
  return (
    <div className="space-y-4">
      {proposals.length === 0 ? (
        <p className="text-sm text-steel-600">Nenhuma proposta ainda.</p>
      ) : (
        <ul aria-label="Propostas do lead" className="divide-y divide-steel-100 text-sm">
          {proposals.map((proposal) => (
            <li key={proposal.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/propostas/${proposal.id}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                  Proposta {proposalLabel(proposal.number, proposal.version)}
                </Link>
                <Badge tone={statusTone[proposal.status]}>{proposalStatusLabels[proposal.status]}</Badge>
              </span>
              <span className="text-steel-700">
                <span className="font-medium text-steel-900 tabular-nums">{formatPrice(proposal.totalCents)}</span>
                {` · ${proposal.sentAt ? `enviada em ${formatDate(proposal.sentAt)}` : `criada em ${formatDate(proposal.createdAt)}`}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action="/admin/propostas/nova">
        <input type="hidden" name="leadId" value={leadId} />
        <Button type="submit" variant="outline">
          <FilePlus2 aria-hidden className="size-4" />
          Nova proposta
        </Button>
      </Form>
    </div>
  );
}
