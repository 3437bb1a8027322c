import { useId, useState } from "react";
import { useJsonAction } from "~/lib/use-json-action";
import { validate, type FieldErrors } from "~/lib/validation";
import { Button } from "~/ui/button";
import { describedBy, Field, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import { contactLimits, contactRequestSchema, type requestTypes } from "../schema";
import { toastError, toastSuccess } from "../site-toast";

type Messages = { success: string; failure: string; required: string };

type Props = {
  type: (typeof requestTypes)[number];
  /** The route action that stores the request. */
  action: string;
  messages: Messages;
  sourcePage?: string;
  initialMessage?: string;
  submitLabel: string;
  onSent?: () => void;
  secondaryAction?: React.ReactNode;
};

type Values = { name: string; email: string; phone: string; company: string; message: string };

type ActionResult = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

const requiredFields = ["name", "email", "message"] as const;

/** The visitor's request form, shared by the contact page, the quote modal and the detail popup. */
export function ContactRequestForm({ type, action, messages, sourcePage, initialMessage = "", submitLabel, onSent, secondaryAction }: Props) {
  const id = useId();
  const empty: Values = { name: "", email: "", phone: "", company: "", message: initialMessage };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  // When the form was first shown in this browser, for the server's minimum fill time.
  const [startedAt] = useState(() => Date.now());
  const { submit, busy } = useJsonAction<() => ActionResult>(action);

  const set = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const website = new FormData(event.currentTarget).get("website");
    const payload = { ...values, type, source_page: sourcePage ?? null };
    const valid = validate(contactRequestSchema, payload);
    if (!valid.ok) {
      setErrors(valid.fieldErrors);
      const missing = requiredFields.some((field) => !values[field].trim());
      void toastError(missing ? messages.required : valid.message);
      return;
    }
    setErrors({});
    try {
      const result = await submit({ ...payload, website, started_at: startedAt });
      if (result.ok) {
        setValues({ ...empty, message: "" });
        void toastSuccess(messages.success);
        onSent?.();
      } else {
        setErrors(result.fieldErrors ?? {});
        void toastError(result.message || messages.failure);
      }
    } catch {
      void toastError(messages.failure);
    }
  }

  const field = (name: keyof Values) => ({ id: `${id}-${name}`, error: errors[name] });

  return (
    <form onSubmit={send} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("name")} label="Nome *">
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            required
            maxLength={contactLimits.name}
            value={values.name}
            onChange={set("name")}
            {...describedBy(`${id}-name`, { error: errors.name })}
          />
        </Field>
        <Field {...field("email")} label="E-mail *">
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={contactLimits.email}
            value={values.email}
            onChange={set("email")}
            {...describedBy(`${id}-email`, { error: errors.email })}
          />
        </Field>
        <Field {...field("phone")} label="Telefone">
          <Input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={contactLimits.phone} value={values.phone} onChange={set("phone")} />
        </Field>
        <Field {...field("company")} label="Empresa">
          <Input
            id={`${id}-company`}
            name="company"
            autoComplete="organization"
            maxLength={contactLimits.company}
            value={values.company}
            onChange={set("company")}
          />
        </Field>
      </div>
      <Field {...field("message")} label="Mensagem *">
        <Textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          maxLength={contactLimits.message}
          value={values.message}
          onChange={set("message")}
          {...describedBy(`${id}-message`, { error: errors.message })}
        />
      </Field>
      {/* Left empty by people, who never see it; robots fill every field. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Não preencha este campo</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-xs text-steel-600">* Campos obrigatórios. Usamos seus dados apenas para responder a esta solicitação.</p>
      <div className="flex flex-wrap justify-end gap-3">
        {secondaryAction}
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? "Enviando..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
