import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { CheckCircle2, Download, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { formatDateTime } from "~/lib/dates";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import { proposalLabel } from "../format";
import type { Letterhead, ProposalPageState, PublicProposal } from "../proposal-view";
import { proposalAnswerMessages, proposalApproveSchema, proposalRefuseSchema } from "../schema";
import { formatDay } from "../validity";
import { ProposalSheet } from "./proposal-sheet";

/** The last answer posted: which form, and Conform's result for it. */
export type PostedAnswer = { intent: "aprovar" | "recusar" | null } & FormActionData;

function Contacts({ company }: { company: Letterhead }) {
  return (
    <ul className="mt-2 space-y-1">
      {company.phone ? <li>Telefone: {company.phone}</li> : null}
      {company.email ? <li className="wrap-anywhere">E-mail: {company.email}</li> : null}
      {company.address ? <li>{company.address}</li> : null}
    </ul>
  );
}

function Frame({ company, children }: { company: Letterhead; children: ReactNode }) {
  return (
    <main id="conteudo" className="min-h-screen bg-steel-100 px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-3xl rounded-card border border-steel-200 bg-white p-5 shadow-sm sm:p-8">
        <header className="flex flex-wrap items-center gap-4 border-b border-steel-200 pb-4">
          {company.logoUrl ? <img src={company.logoUrl} alt="" className="h-12 w-auto" /> : null}
          <div className="text-sm text-steel-700">
            <p className="text-base font-semibold text-steel-900">{company.name}</p>
            {company.taxId ? <p>CNPJ {company.taxId}</p> : null}
          </div>
        </header>
        {children}
      </div>
    </main>
  );
}

function ClosedLink({ company, title, children }: { company: Letterhead; title: string; children: ReactNode }) {
  return (
    <Frame company={company}>
      <h1 className="mt-6 text-2xl font-bold text-steel-900">Proposta comercial</h1>
      <Alert tone="error" title={title} className="mt-6">
        {children}
        <p className="mt-2">Fale com a equipe da {company.name}:</p>
        <Contacts company={company} />
      </Alert>
    </Frame>
  );
}

function Heading({ proposal }: { proposal: PublicProposal }) {
  return (
    <div className="mt-6">
      <h1 className="text-2xl font-bold text-steel-900">Proposta {proposalLabel(proposal.number, proposal.version)}</h1>
      <p className="mt-1 text-sm text-steel-700">
        Para {proposal.customer.name}
        {proposal.customer.company ? ` – ${proposal.customer.company}` : ""}
      </p>
    </div>
  );
}

function Answers({ posted, submitting }: { posted: PostedAnswer | undefined; submitting: boolean }) {
  const [approve, approveFields] = useForm({
    id: "aprovar",
    lastResult: posted?.intent === "aprovar" ? posted.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, proposalApproveSchema),
    shouldRevalidate: "onInput",
  });
  const [refuse, refuseFields] = useForm({
    id: "recusar",
    lastResult: posted?.intent === "recusar" ? posted.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, proposalRefuseSchema),
    shouldRevalidate: "onInput",
  });
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="aprovar-titulo" className="rounded-md border border-green-300 bg-green-50 p-4">
        <h2 id="aprovar-titulo" className="text-lg font-semibold text-steel-900">
          Aprovar a proposta
        </h2>
        <Form method="post" {...getFormProps(approve)} className="mt-3 space-y-3">
          {approve.errors?.[0] ? <Alert tone="error" title={approve.errors[0]} /> : null}
          <input type="hidden" name="intent" value="aprovar" />
          <Field id={approveFields.name.id} label="Seu nome" error={approveFields.name.errors?.[0]}>
            <Input {...getInputProps(approveFields.name, { type: "text" })} key={approveFields.name.key} autoComplete="name" />
          </Field>
          <Field
            id={approveFields.purchaseOrder.id}
            label="Número do pedido de compra (opcional)"
            error={approveFields.purchaseOrder.errors?.[0]}
          >
            <Input {...getInputProps(approveFields.purchaseOrder, { type: "text" })} key={approveFields.purchaseOrder.key} />
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            <CheckCircle2 aria-hidden className="size-4" />
            Aprovar
          </Button>
        </Form>
      </section>
      <section aria-labelledby="recusar-titulo" className="rounded-md border border-steel-200 p-4">
        <h2 id="recusar-titulo" className="text-lg font-semibold text-steel-900">
          Recusar a proposta
        </h2>
        <Form method="post" {...getFormProps(refuse)} className="mt-3 space-y-3">
          {refuse.errors?.[0] ? <Alert tone="error" title={refuse.errors[0]} /> : null}
          <input type="hidden" name="intent" value="recusar" />
          <Field id={refuseFields.reason.id} label="Motivo" error={refuseFields.reason.errors?.[0]}>
            <Textarea {...getTextareaProps(refuseFields.reason)} key={refuseFields.reason.key} rows={3} />
          </Field>
          <Button type="submit" variant="outline" className="w-full" disabled={submitting}>
            <XCircle aria-hidden className="size-4" />
            Recusar
          </Button>
        </Form>
      </section>
    </div>
  );
}

/**
 * The customer's page of a proposal: read it, download its PDF, approve or refuse it with plain
 * form posts (no script needed). A used link shows its outcome; an expired or replaced one says
 * so and how to reach the company.
 */
export function PublicProposalView({
  page,
  company,
  pdfHref,
  posted,
  submitting,
}: {
  page: ProposalPageState;
  company: Letterhead;
  pdfHref: string;
  posted: PostedAnswer | undefined;
  submitting: boolean;
}) {
  if (page.state === "missing") {
    return (
      <ClosedLink company={company} title="Proposta não encontrada">
        <p>Este link não existe ou foi digitado incompleto. Confira o endereço no e-mail que você recebeu.</p>
      </ClosedLink>
    );
  }
  if (page.state === "superseded") {
    return (
      <ClosedLink company={company} title="Esta proposta foi substituída">
        <p>Enviamos uma versão mais nova da proposta {page.label}. Use o link do e-mail mais recente para lê-la e respondê-la.</p>
      </ClosedLink>
    );
  }
  if (page.state === "expired") {
    return (
      <ClosedLink company={company} title="Esta proposta expirou">
        <p>
          A proposta {page.label} valia até {formatDay(page.validUntil)}. Para uma proposta atualizada, fale conosco.
        </p>
      </ClosedLink>
    );
  }
  const { proposal } = page;
  return (
    <Frame company={company}>
      <Heading proposal={proposal} />
      {page.state === "aprovada" ? (
        <Alert tone="success" title={posted ? proposalAnswerMessages.approved : "Proposta aprovada"} className="mt-6">
          <p>
            Aprovada por {proposal.answerName} em {formatDateTime(proposal.answeredAt!)}
            {proposal.purchaseOrder ? `, pedido de compra ${proposal.purchaseOrder}` : ""}. Nossa equipe entrará em contato.
          </p>
        </Alert>
      ) : null}
      {page.state === "recusada" ? (
        <Alert tone="info" title={posted ? proposalAnswerMessages.refused : "Proposta recusada"} className="mt-6">
          <p>Recusada em {formatDateTime(proposal.answeredAt!)}. Se mudar de ideia, fale conosco.</p>
        </Alert>
      ) : null}
      <p className="mt-6">
        <Button asChild variant="outline">
          <a href={pdfHref} download>
            <Download aria-hidden className="size-4" />
            Baixar PDF
          </a>
        </Button>
      </p>
      <div className="mt-6">
        <ProposalSheet proposal={proposal} />
      </div>
      {page.state === "open" ? <Answers posted={posted} submitting={submitting} /> : null}
      <section aria-labelledby="contato-titulo" className="mt-8 border-t border-steel-200 pt-4 text-sm text-steel-700">
        <h2 id="contato-titulo" className="font-semibold text-steel-900">
          Dúvidas?
        </h2>
        {proposal.senderName ? (
          <p className="mt-1">
            Fale com {proposal.senderName}
            {proposal.senderEmail ? ` (${proposal.senderEmail})` : ""} ou com a equipe da {company.name}:
          </p>
        ) : null}
        <Contacts company={company} />
      </section>
    </Frame>
  );
}
