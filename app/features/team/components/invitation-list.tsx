import { useFetcher } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import type { PendingInvitation } from "../invitations.server";
import { roleLabels } from "../schema";
import type { TeamAnswer } from "../team-answer";

function InvitationRow({ invitation, now }: { invitation: PendingInvitation; now: number }) {
  const fetcher = useFetcher<TeamAnswer>({ key: `invitation-${invitation.id}` });
  const expired = new Date(invitation.expiresAt).getTime() <= now;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all text-steel-900">{invitation.email}</p>
        <p className="text-xs text-steel-600">
          {roleLabels[invitation.role]}
          {invitation.invitedBy ? ` · convidado por ${invitation.invitedBy}` : ""} ·{" "}
          {expired ? `expirou em ${formatDateTime(invitation.expiresAt)}` : `vale até ${formatDateTime(invitation.expiresAt)}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {expired ? <Badge tone="warning">Expirado</Badge> : <Badge tone="neutral">Pendente</Badge>}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <Button type="submit" variant="ghost" size="sm" disabled={fetcher.state !== "idle"}>
            {expired ? "Remover" : "Cancelar convite"}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** Invitations not yet accepted; a lapsed one stays until removed, so nobody wonders where it went. */
export function InvitationList({ invitations, now }: { invitations: PendingInvitation[]; now: number }) {
  if (invitations.length === 0) return <p className="text-sm text-steel-600">Nenhum convite pendente.</p>;
  return (
    <ul className="divide-y divide-steel-100" aria-label="Convites pendentes">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} now={now} />
      ))}
    </ul>
  );
}
