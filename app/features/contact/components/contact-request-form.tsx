import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useVisitorSessionId } from "~/features/analytics";
import type { FormActionData } from "~/lib/forms/form-result";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Field, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import { contactFormSchema, contactLimits, type requestTypes } from "../schema";
import { toastError, toastSuccess } from "../site-toast";

type Messages = { success: string; failure: string; required: string };

type Props = {
  type: (typeof requestTypes)[number];
  /** The route action that stores the request (the contact page's). */
  action: string;
  messages: Messages;
  /**
   * When a dialog showed the form, for the server's minimum fill time. The contact page passes
   * none: it is served from the page cache, and the server stamps its own clock beside it.
   */
  shownAt?: number;
  sourcePage?: string;
  initialMessage?: string;
  submitLabel: string;
  onSent?: () => void;
  secondaryAction?: React.ReactNode;
};

const requiredFields = ["name", "email", "message"] as const;

/**
 * The visitor's request form, shared by the contact page, the quote modal and the detail popup.
 * With scripts it posts through a fetcher and answers with one toast (docs/product/leads.md); before they load
 * it is a plain form post to the contact page, which shows the same answers on the page.
 */
export function ContactRequestForm({
  type,
  action,
  messages,
  shownAt,
  sourcePage,
  initialMessage = "",
  submitLabel,
  onSent,
  secondaryAction,
}: Props) {
  const id = useId();
  const fetcher = useFetcher<FormActionData>();
  const documentResult = useActionData<FormActionData>()?.result;
  // The last check of the form: a real send has a status, a field checked on leaving it has none.
  const checked = useRef<ReturnType<typeof parseForm>>(undefined);
  const [form, fields] = useForm({
    id: `${id}-form`,
    lastResult: fetcher.data?.result ?? documentResult,
    constraint: getZodConstraint(contactFormSchema),
    defaultValue: { message: initialMessage },
    onValidate: ({ formData }) => (checked.current = parseForm(formData, contactFormSchema)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The message is held in state, unlike the other fields: React rewrites an uncontrolled
  // textarea's default text at every render, replacing its text node, and in a dialog that
  // happens while Tab moves the focus (the form renders with the check of the field just left):
  // the dialog's focus trap, seeing a node go, takes the focus back from the next field. What
  // was typed belongs to the form it was typed in: the reset after a send gives a new key.
  const [typed, setTyped] = useState<{ text: string; key: string | undefined }>();
  const message =
    typed && typed.key === fields.message.key
      ? typed.text
      : typeof fields.message.initialValue === "string"
        ? fields.message.initialValue
        : "";
  const busy = fetcher.state !== "idle";
  // A refused post keeps the time the form was first shown: fixing a field is no new start.
  const startedAt = Number((documentResult?.initialValue as { started_at?: unknown } | null | undefined)?.started_at) || shownAt;
  const answer = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  const sessionId = useVisitorSessionId();

  // Each answer is announced once, however often the page around the form renders.
  const announced = useRef<typeof answer>(undefined);
  useEffect(() => {
    if (!answer || announced.current === answer) return;
    announced.current = answer;
    if (answer.status === "success") {
      void toastSuccess(messages.success);
      onSent?.();
    } else {
      void toastError(answer.error?.[""]?.[0] ?? messages.failure);
    }
  }, [answer, messages, onSent]);

  // Conform checks a field the visitor leaves through a submit event of its own, which it stops:
  // only a real send that the browser refuses gets a toast, with the first reason.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    const refused = checked.current;
    if (!event.defaultPrevented || refused?.status !== "error") return;
    const missing = requiredFields.some((field) => !String(refused.payload[field] ?? "").trim());
    void toastError(missing ? messages.required : (Object.values(refused.error ?? {}).flat()[0] ?? messages.failure));
  }

  const { onSubmit: _conformSubmit, ...formProps } = getFormProps(form);

  return (
    <fetcher.Form method="post" action={action} {...formProps} noValidate onSubmit={onSubmit} className="space-y-4">
      {documentResult?.status === "success" ? (
        <Alert tone="success" title={messages.success} />
      ) : documentResult?.status === "error" ? (
        <Alert tone="error" title={form.errors?.[0] ?? "Verifique os campos destacados."} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fields.name.id} label="Nome *" error={fields.name.errors?.[0]}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" />
        </Field>
        <Field id={fields.email.id} label="E-mail *" error={fields.email.errors?.[0]}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
        </Field>
        <Field id={fields.phone.id} label="Telefone" error={fields.phone.errors?.[0]}>
          <Input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="tel" />
        </Field>
        <Field id={fields.company.id} label="Empresa" error={fields.company.errors?.[0]}>
          <Input {...getInputProps(fields.company, { type: "text" })} key={fields.company.key} autoComplete="organization" />
        </Field>
      </div>
      <Field id={fields.message.id} label="Mensagem *" error={fields.message.errors?.[0]}>
        <Textarea
          {...getTextareaProps(fields.message, { value: false })}
          key={fields.message.key}
          value={message}
          onChange={(event) => setTyped({ text: event.target.value, key: fields.message.key })}
          rows={5}
          maxLength={contactLimits.message}
        />
      </Field>
      <input type="hidden" name={fields.type.name} value={type} />
      {sourcePage ? <input type="hidden" name={fields.source_page.name} value={sourcePage} /> : null}
      {startedAt ? <input type="hidden" name={fields.started_at.name} value={startedAt} /> : null}
      {sessionId ? <input type="hidden" name={fields.session_id.name} value={sessionId} /> : null}
      {/* Left empty by people, who never see it; robots fill every field. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Não preencha este campo</label>
        <input id={`${id}-website`} name={fields.website.name} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-xs text-steel-600">* Campos obrigatórios. Usamos seus dados apenas para responder a esta solicitação.</p>
      <div className="flex flex-wrap justify-end gap-3">
        {secondaryAction}
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? "Enviando..." : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
