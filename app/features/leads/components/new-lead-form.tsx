import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { UserPlus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { parseForm } from "~/lib/forms/parse-form";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { Input } from "~/ui/input";
import {
  outsideSourceLabels,
  outsideSources,
  outsideTouchBounds,
  outsideTouchMessages,
  outsideTouchSchema,
  type NewLeadAnswer,
} from "../outside-touch";

/** What the page tells after a save: the lead made, or the known lead the contact was added to. */
function Saved({ lead }: { lead: { id: string; name: string; created: boolean } }) {
  return (
    <Alert tone="success" title={lead.created ? outsideTouchMessages.created(lead.name) : outsideTouchMessages.merged(lead.name)}>
      <Link to={`/admin/leads/${lead.id}`} className="font-medium underline">
        Abrir o lead
      </Link>
    </Alert>
  );
}

/**
 * 'Novo lead': a person who called, wrote on WhatsApp or was met at a fair, with an e-mail or a
 * phone (or both) and the first note. An e-mail or phone of a known lead adds to that lead.
 * Posted as a page, so it works before scripts load; emptied after each save for the next one.
 */
export function NewLeadForm({ answer }: { answer: NewLeadAnswer | undefined }) {
  const submitting = useNavigation().formData?.has("source") === true;
  const [form, fields] = useForm({
    id: "novo-lead",
    lastResult: answer?.result,
    defaultValue: { source: "telefone" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, outsideTouchSchema),
  });
  const error = (field: { errors?: string[] }) => field.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {answer?.ok ? <Saved lead={answer.lead} /> : null}
      {answer?.result.status === "error" ? (
        <Alert tone="error" title={outsideTouchMessages.saveError}>
          {answer.result.error?.[""]?.[0] ?? "Verifique os campos destacados."}
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={fields.name.id} label="Nome" error={error(fields.name)}>
          <Input
            {...getInputProps(fields.name, { type: "text" })}
            key={fields.name.key}
            autoComplete="off"
            maxLength={80}
            {...describedBy(fields.name.id, { error: error(fields.name) })}
          />
        </Field>
        <Field id={fields.company.id} label="Empresa (opcional)" error={error(fields.company)}>
          <Input
            {...getInputProps(fields.company, { type: "text" })}
            key={fields.company.key}
            autoComplete="off"
            maxLength={outsideTouchBounds.company}
            {...describedBy(fields.company.id, { error: error(fields.company) })}
          />
        </Field>
        <Field id={fields.email.id} label="E-mail" error={error(fields.email)} hint="Informe o e-mail, o telefone ou os dois.">
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="off"
            maxLength={outsideTouchBounds.email}
            {...describedBy(fields.email.id, { error: error(fields.email), hint: true })}
          />
        </Field>
        <Field id={fields.phone.id} label="Telefone" error={error(fields.phone)} hint="Com DDD, como (19) 99999-0000.">
          <Input
            {...getInputProps(fields.phone, { type: "tel" })}
            key={fields.phone.key}
            autoComplete="off"
            maxLength={outsideTouchBounds.phone}
            {...describedBy(fields.phone.id, { error: error(fields.phone), hint: true })}
          />
        </Field>
        <Field id={fields.source.id} label="Origem" error={error(fields.source)}>
          <Select
            {...getSelectProps(fields.source)}
            key={fields.source.key}
            {...describedBy(fields.source.id, { error: error(fields.source) })}
          >
            {outsideSources.map((source) => (
              <option key={source} value={source}>
                {outsideSourceLabels[source]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field id={fields.note.id} label="Primeira nota" error={error(fields.note)} hint="O que foi conversado, o que a pessoa procura.">
        <Textarea
          {...getTextareaProps(fields.note)}
          key={fields.note.key}
          rows={5}
          maxLength={outsideTouchBounds.note}
          {...describedBy(fields.note.id, { error: error(fields.note), hint: true })}
        />
      </Field>
      <Button type="submit" disabled={submitting}>
        <UserPlus aria-hidden className="size-4" />
        {submitting ? "Salvando..." : "Salvar lead"}
      </Button>
    </Form>
  );
}
