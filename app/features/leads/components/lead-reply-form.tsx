import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/ui/button";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import type { ActionAnswer } from "~/lib/action-result";
import { leadReplyFormSchema, pipelineBounds } from "../pipeline";
import { useLeadForm } from "./use-lead-form";

export type ReplyStart = {
  templates: string[];
  template: number | null;
  messageId: string | null;
  draft: { subject: string; body: string };
};

type Props = { lead: { id: string; name: string; email: string }; start: ReplyStart; documentAnswer: ActionAnswer | undefined };

/** The lead's page without a template or a quoted message: where a sent reply leaves staff. */
const leadHref = (id: string) => `/admin/leads/${id}`;

/**
 * An e-mail to the visitor, from the company's address with the staff member as Reply-To. A
 * template is picked by reloading the page with it (`?modelo=`), so it works without scripts;
 * its text can then be edited before sending.
 */
export function LeadReplyForm({ lead, start, documentAnswer }: Props) {
  const { fetcher, form, fields, busy } = useLeadForm({
    id: `lead-reply-${lead.id}-${start.template ?? "livre"}`,
    intent: "reply",
    leadId: lead.id,
    schema: leadReplyFormSchema,
    documentAnswer,
    defaultValue: start.draft,
  });
  const navigate = useNavigate();
  const sent = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (sent && (start.template !== null || start.messageId)) void navigate(leadHref(lead.id), { replace: true, preventScrollReset: true });
  }, [sent, start.template, start.messageId, navigate, lead.id]);
  const subjectError = fields.subject.errors?.[0];
  const bodyError = fields.body.errors?.[0];
  return (
    <div className="space-y-4">
      <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2">
        {start.messageId ? <input type="hidden" name="mensagem" value={start.messageId} /> : null}
        <Field id="reply-template" label="Começar de um modelo" className="min-w-0 flex-1">
          <Select id="reply-template" name="modelo" defaultValue={start.template ?? ""} key={start.template ?? "livre"}>
            <option value="">Sem modelo</option>
            {start.templates.map((title, index) => (
              <option key={index} value={index}>
                {title}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="outline">
          Usar modelo
        </Button>
      </Form>
      <fetcher.Form method="post" action={leadHref(lead.id)} {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="leadId" value={lead.id} />
        <p className="text-sm text-steel-700">
          Para <strong className="break-all">{lead.email}</strong>. Sai pelo e-mail da empresa; a resposta do visitante chega ao seu e-mail.
        </p>
        <Field id={fields.subject.id} label="Assunto" error={subjectError}>
          <Input
            {...getInputProps(fields.subject, { type: "text" })}
            key={fields.subject.key}
            maxLength={pipelineBounds.replySubject}
            {...describedBy(fields.subject.id, { error: subjectError })}
          />
        </Field>
        <Field id={fields.body.id} label="Mensagem" error={bodyError}>
          <Textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            rows={12}
            {...describedBy(fields.body.id, { error: bodyError })}
          />
        </Field>
        <Button type="submit" disabled={busy}>
          <Send aria-hidden className="size-4" />
          {busy ? "Enviando..." : "Enviar resposta"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
