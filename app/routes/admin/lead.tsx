import { data, Link, useActionData } from "react-router";
import { z } from "~/lib/zod";
import { requestTypeLabel } from "~/features/contact";
import { staffContext } from "~/features/auth/index.server";
import { LeadPage } from "~/features/leads";
import { LeadPrivacyPanel } from "~/features/privacy";
import { LeadProposals } from "~/features/proposals";
import { proposalsOfLead } from "~/features/proposals/index.server";
import { requirePrivacyLead } from "~/features/privacy/index.server";
import { getLostReasons } from "~/features/settings/index.server";
import { Card } from "~/ui/card";
import {
  findLeadDetail,
  leadAction,
  leadTimeline,
  listLeadOwners,
  listLeadTasks,
  replyDraft,
  touchAlertsOf,
} from "~/features/leads/index.server";
import { GeneralErrorBoundary, type RouteErrorDetails } from "~/ui/error-boundary";
import { LoadError } from "~/ui/load-error";
import type { Route } from "./+types/lead";

const notFound = "Lead não encontrado ou já excluído.";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.lead.name ?? "Lead"} — Leads — Painel Admin` }];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id).data;
  const lead = id ? await findLeadDetail(id) : null;
  if (!lead) throw data({ message: notFound }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const template =
    z.coerce
      .number()
      .int()
      .min(0)
      .max(20)
      .safeParse(search.get("modelo") || undefined).data ?? null;
  const messageId = z.uuid().safeParse(search.get("mensagem")).data ?? null;
  const staff = context.get(staffContext)!;
  const [owners, lostReasons, tasks, touchAlerts, timeline, reply, privacy, proposals] = await Promise.all([
    listLeadOwners(),
    getLostReasons(),
    listLeadTasks(lead.id),
    touchAlertsOf(staff.id),
    leadTimeline(lead.id),
    replyDraft(lead, { template, messageId, staffName: staff.name }),
    requirePrivacyLead(lead.id),
    proposalsOfLead(lead.id),
  ]);
  // A new task is the lead's owner's, or the staff member's own when the lead has none.
  const taskOwnerId = lead.ownerId ?? staff.id;
  return {
    lead,
    owners,
    lostReasons,
    tasks,
    taskOwnerId,
    now: new Date().toISOString(),
    touchAlerts,
    timeline,
    reply,
    staffAccount: privacy.staffAccount,
    proposals,
  };
}

export const action = ({ request }: Route.ActionArgs) => leadAction(request);

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  // A post sent before scripts loaded comes back as this page: its answer is told here.
  const documentAnswer = useActionData<typeof action>();
  const { lead } = loaderData;
  return (
    <LeadPage
      {...loaderData}
      documentAnswer={documentAnswer}
      requestLabel={requestTypeLabel}
      proposals={<LeadProposals leadId={lead.id} proposals={loaderData.proposals} />}
      privacy={
        <Card className="p-5">
          <LeadPrivacyPanel leadId={lead.id} name={lead.name} email={lead.email} staffAccount={loaderData.staffAccount} />
        </Card>
      }
    />
  );
}

export function ErrorBoundary() {
  const screen = ({ message }: RouteErrorDetails) => (
    <LoadError
      heading="Lead"
      title="Erro ao abrir o lead"
      message={message ?? notFound}
      action={
        <Link to="/admin/leads" className="mt-4 inline-block font-medium text-brand-800 underline">
          Voltar para os leads
        </Link>
      }
    />
  );
  return <GeneralErrorBoundary statusHandlers={{ 404: screen }} unexpected={screen} />;
}
