import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatDateTime, formatLongDateTime } from "~/lib/dates";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";

/** The company as the confirmation page names it, and how to reach its team. */
export type HoldPageCompany = { name: string; phone: string; email: string };

/** What the confirmation link shows: the held slot, the meeting just confirmed, or a link that no longer opens. */
export type HoldPageState =
  | { state: "open"; at: string; minutes: number; heldUntil: string }
  | { state: "confirmed"; at: string; minutes: number }
  | { state: "closed" };

const slotText = (at: string, minutes: number) => `${formatLongDateTime(at)} (horário de Brasília), ${minutes} minutos`;

function Contacts({ company }: { company: HoldPageCompany }) {
  if (!company.phone && !company.email) return null;
  return (
    <ul className="mt-2 space-y-1">
      {company.phone ? <li>Telefone: {company.phone}</li> : null}
      {company.email ? <li className="wrap-anywhere">E-mail: {company.email}</li> : null}
    </ul>
  );
}

function Frame({ company, children }: { company: HoldPageCompany; children: ReactNode }) {
  return (
    <main id="conteudo" className="flex min-h-screen items-center justify-center bg-steel-100 px-4 py-12">
      <div className="w-full max-w-md rounded-card border border-steel-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-center text-sm font-semibold text-brand-700">{company.name}</p>
        {children}
        <p className="mt-6 text-center text-sm">
          <a href="/" className="font-semibold text-brand-700 underline hover:text-brand-900">
            Ir para o site
          </a>
        </p>
      </div>
    </main>
  );
}

/**
 * The page of a meeting's confirmation link. Opening it only shows the slot: the meeting is
 * confirmed by the button, a form that posts without scripts, because mail scanners open links.
 */
export function MeetingHoldView({ page, company, submitting }: { page: HoldPageState; company: HoldPageCompany; submitting: boolean }) {
  if (page.state === "closed") {
    return (
      <Frame company={company}>
        <h1 className="mt-2 text-center text-2xl font-bold text-steel-900">Link de confirmação</h1>
        <Alert tone="error" title="Este link não vale mais" className="mt-6">
          <p>Ele já foi usado, expirou ou não existe. Uma reserva que não foi confirmada a tempo foi cancelada e o horário ficou livre.</p>
          <p className="mt-2">Para agendar uma reunião ou saber da sua, fale com a equipe da {company.name}:</p>
          <Contacts company={company} />
        </Alert>
      </Frame>
    );
  }
  if (page.state === "confirmed") {
    return (
      <Frame company={company}>
        <h1 className="mt-2 text-center text-2xl font-bold text-steel-900">Reunião confirmada</h1>
        <Alert tone="success" title="Obrigado! Sua reunião está confirmada." className="mt-6">
          <p>{slotText(page.at, page.minutes)}.</p>
          <p className="mt-2">Enviamos a confirmação com o convite para a sua agenda ao seu e-mail.</p>
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame company={company}>
      <h1 className="mt-2 text-center text-2xl font-bold text-steel-900">Confirme sua reunião</h1>
      <p className="mt-6 flex items-start gap-3 rounded-md bg-brand-50 p-4 text-steel-900">
        <CalendarCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span className="font-medium">{slotText(page.at, page.minutes)}</span>
      </p>
      <p className="mt-4 text-sm text-steel-700">
        O horário está reservado até {formatDateTime(page.heldUntil)} (horário de Brasília). Sem a confirmação, a reserva expira e o horário
        fica livre. Se você não pediu esta reunião, basta não confirmar.
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Confirmando..." : "Confirmar reunião"}
        </Button>
      </Form>
    </Frame>
  );
}
