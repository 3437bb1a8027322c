import { ArrowLeft, Building2, CalendarClock, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LeadStatus } from "~/db/schema";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { telHref } from "~/lib/phone";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { EmailAddress } from "~/ui/email-address";
import type { ActionAnswer } from "~/lib/action-result";
import { leadStatusLabel, statusTone } from "../lead-status";
import type { TimelineItem } from "../timeline";
import { LeadEmailForm } from "./lead-email-form";
import { LeadNoteForm } from "./lead-note-form";
import { LeadOwnerForm } from "./lead-owner-form";
import { LeadReplyForm, type ReplyStart } from "./lead-reply-form";
import { LeadStatusForm } from "./lead-status-form";
import { LeadTasks, type LeadTaskItem } from "./lead-tasks";
import { LeadTimeline } from "./lead-timeline";
import { LeadTouchAlertsForm } from "./lead-touch-alerts-form";
import { LeadValueForm } from "./lead-value-form";
import { LeadTouch, type Touch } from "./lead-touch";
import { MeetingHoldBadge } from "./meeting-hold-badge";

type LeadPageLead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: LeadStatus;
  lostReason: string | null;
  lostDetail: string | null;
  valueCents: number | null;
  ownerId: string | null;
  ownerName: string | null;
  meetingAt: string | null;
  meetingHeldUntil: string | null;
  createdAt: string;
  lastTouchAt: string;
  firstTouch: Touch;
  lastTouch: Touch;
};

type Props = {
  lead: LeadPageLead;
  owners: Array<{ id: string; name: string }>;
  /** The reasons of loss in the settings. */
  lostReasons: string[];
  tasks: LeadTaskItem[];
  /** Who a new task is for unless staff pick another. */
  taskOwnerId: string;
  /** The loader's time, so the server and the browser mark the same tasks late. */
  now: string;
  /** Whether the signed-in staff member asked for an e-mail at each new touch of their leads. */
  touchAlerts: boolean;
  timeline: TimelineItem[];
  reply: ReplyStart;
  documentAnswer: ActionAnswer | undefined;
  /** The words of a contact request's type ('Orçamento'), from the inbox. */
  requestLabel: (type: string) => string;
  /** 'Privacidade (LGPD)': exporting or erasing what is stored about the person. */
  privacy?: ReactNode;
  /** 'Propostas': the lead's proposals and a new one. */
  proposals?: ReactNode;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card className="p-5">
        <h2 id={id} className="mb-4 text-lg font-semibold text-steel-900">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

/** A lead: who, where the pipeline stands, where they came from, a reply, notes and every touch. */
export function LeadPage({
  lead,
  owners,
  lostReasons,
  tasks,
  taskOwnerId,
  now,
  touchAlerts,
  timeline,
  reply,
  documentAnswer,
  requestLabel,
  privacy,
  proposals,
}: Props) {
  return (
    <div className="mx-auto max-w-6xl">
      <Link to="/admin/leads" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900">
        <ArrowLeft aria-hidden className="size-4" />
        Leads
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-steel-900">{lead.name}</h1>
        <Badge tone={statusTone(lead.status)}>
          <span className="sr-only">Status: </span>
          {leadStatusLabel(lead.status)}
        </Badge>
        {lead.valueCents !== null ? (
          <span className="font-semibold text-steel-900 tabular-nums">{formatPrice(lead.valueCents)}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-steel-600">
        Lead desde {formatDate(lead.createdAt)} · último contato em {formatDateTime(lead.lastTouchAt)}
        {lead.valueCents === null ? null : (
          <>
            {" · "}
            <span className="font-semibold text-steel-900">Valor: {formatPrice(lead.valueCents)}</span>
          </>
        )}
      </p>
      {documentAnswer ? <Alert tone={documentAnswer.ok ? "success" : "error"} title={documentAnswer.message} className="mt-4" /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6 lg:order-2">
          <Section id="lead-contato" title="Contato">
            <ul className="space-y-2 text-sm text-steel-800">
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4 shrink-0 text-steel-600" />
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="min-w-0 text-brand-700 underline hover:text-brand-900">
                    <EmailAddress email={lead.email} />
                  </a>
                ) : (
                  <span className="text-steel-600">E-mail não informado</span>
                )}
              </li>
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 shrink-0 text-steel-600" />
                {lead.phone ? (
                  <a href={telHref(lead.phone)} className="underline">
                    {lead.phone}
                  </a>
                ) : (
                  <span className="text-steel-600">Telefone não informado</span>
                )}
              </li>
              <li className="flex items-center gap-2">
                <Building2 aria-hidden className="size-4 shrink-0 text-steel-600" />
                {lead.company ?? <span className="text-steel-600">Empresa não informada</span>}
              </li>
              <li className="flex flex-wrap items-center gap-2">
                <CalendarClock aria-hidden className="size-4 shrink-0 text-steel-600" />
                {lead.meetingAt ? (
                  <>
                    {`Reunião em ${formatDateTime(lead.meetingAt)}`}
                    <MeetingHoldBadge heldUntil={lead.meetingHeldUntil} />
                  </>
                ) : (
                  <span className="text-steel-600">Sem reunião agendada</span>
                )}
              </li>
            </ul>
            {lead.email ? null : (
              <div className="mt-4 border-t border-steel-200 pt-4">
                <LeadEmailForm leadId={lead.id} documentAnswer={documentAnswer} />
              </div>
            )}
          </Section>
          <Section id="lead-funil" title="Atendimento">
            <div className="space-y-6">
              {/* Each form starts again from what is stored when it changes (a reply moves the status). The keys
                  are strings unique among these siblings: `key={null}` is the key "null", shared by every empty one. */}
              <LeadStatusForm
                key={`status:${lead.status}|${lead.lostReason}|${lead.lostDetail}`}
                lead={lead}
                reasons={lostReasons}
                documentAnswer={documentAnswer}
              />
              <LeadOwnerForm key={`owner:${lead.ownerId ?? ""}`} lead={lead} owners={owners} documentAnswer={documentAnswer} />
              <LeadValueForm key={`value:${lead.valueCents ?? ""}`} lead={lead} documentAnswer={documentAnswer} />
              <LeadTouchAlertsForm
                key={`touch-alerts:${touchAlerts}`}
                leadId={lead.id}
                touchAlerts={touchAlerts}
                documentAnswer={documentAnswer}
              />
            </div>
          </Section>
          <Section id="lead-origem" title="Origem">
            <div className="space-y-4">
              <LeadTouch title="Primeiro contato" touch={lead.firstTouch} />
              <LeadTouch title="Último contato" touch={lead.lastTouch} />
            </div>
          </Section>
        </div>
        <div className="space-y-6 lg:order-1">
          <section aria-labelledby="responder-titulo" id="responder">
            <Card className="p-5">
              <h2 id="responder-titulo" className="mb-4 text-lg font-semibold text-steel-900">
                Responder por e-mail
              </h2>
              {lead.email ? (
                <LeadReplyForm lead={{ ...lead, email: lead.email }} start={reply} documentAnswer={documentAnswer} />
              ) : (
                <p className="text-sm text-steel-700">
                  Este lead não tem e-mail: responda por telefone ou WhatsApp
                  {lead.phone ? (
                    <>
                      , no{" "}
                      <a href={telHref(lead.phone)} className="underline">
                        {lead.phone}
                      </a>
                    </>
                  ) : null}
                  , ou adicione o e-mail em Contato para responder por aqui.
                </p>
              )}
            </Card>
          </section>
          <Section id="lead-tarefas" title="Tarefas">
            <LeadTasks leadId={lead.id} tasks={tasks} owners={owners} ownerId={taskOwnerId} now={now} documentAnswer={documentAnswer} />
          </Section>
          {proposals ? (
            <Section id="lead-propostas" title="Propostas">
              {proposals}
            </Section>
          ) : null}
          <Section id="lead-nota" title="Notas">
            <LeadNoteForm leadId={lead.id} documentAnswer={documentAnswer} />
          </Section>
          <Section id="lead-linha-do-tempo" title="Linha do tempo">
            <LeadTimeline items={timeline} leadId={lead.id} requestLabel={requestLabel} />
          </Section>
          {/* Rarely needed, so last on a phone as on a laptop. */}
          {privacy}
        </div>
      </div>
    </div>
  );
}
