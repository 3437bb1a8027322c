import { Plus, Send, Save, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { proposalUnits } from "~/db/schema";
import { useEditorForm } from "~/lib/forms/use-editor-form";
import { formatPriceInput, parsePrice } from "~/lib/money";
import { AlertDialog, AlertDialogCancelButton, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from "~/ui/alert-dialog";
import { Button } from "~/ui/button";
import { describedBy, Field, Select } from "~/ui/field";
import { FormAnswer } from "~/ui/form-answer";
import { FormSection } from "~/ui/form-section";
import { savedFormClass } from "~/ui/save-bar";
import { TextField } from "~/ui/text-field";
import { formatPrice } from "../format";
import { maxProposalLines, parseDecimal, proposalFormSchema, proposalMessages, type ProposalFormValues } from "../schema";
import { proposalTotals } from "../totals";
import { CataloguePicker, type PickedItem } from "./catalogue-picker";

type Line = ProposalFormValues["lines"][number];

const freeLine = (): Line => ({ pageId: "", description: "", quantity: "1", unit: "un", unitPrice: "", discount: "" });

/** The totals of what is typed, with the server's own function; null while a figure is not yet valid. */
function preview(values: ProposalFormValues) {
  const lines = values.lines.map((line) => ({
    quantityThousandths: parseDecimal(line.quantity, 3),
    unitPriceCents: parsePrice(line.unitPrice),
    discountBasisPoints: line.discount.trim() === "" ? 0 : parseDecimal(line.discount, 2),
  }));
  const freight = values.freight.trim() === "" ? 0 : parsePrice(values.freight);
  const valid = lines.every(
    (line) =>
      line.quantityThousandths !== undefined &&
      line.unitPriceCents !== undefined &&
      line.discountBasisPoints !== undefined &&
      line.discountBasisPoints <= 10000,
  );
  if (!valid || freight === undefined) return null;
  return proposalTotals(lines as Parameters<typeof proposalTotals>[0], { freightType: values.freightType, freightCents: freight });
}

/**
 * The proposal's editor: its lines (from the catalogue or free text) and its conditions, the
 * totals previewed as typed. 'Salvar rascunho' keeps the draft; 'Enviar proposta' asks, then saves
 * it and e-mails it to the customer. The server computes every figure again.
 */
export function ProposalEditor({
  proposalId,
  label,
  recipient,
  initial,
}: {
  proposalId: string;
  /** The number and version, as the customer reads them ('2026-0001', '2026-0001 v2'). */
  label: string;
  /** The customer's e-mail; none for a lead known by phone alone, which the server refuses to send to. */
  recipient: string | null;
  initial: ProposalFormValues;
}) {
  const form = useEditorForm({
    schema: proposalFormSchema,
    initial,
    action: `/admin/propostas/${proposalId}`,
    messages: proposalMessages,
    savedOnPage: true,
    idPrefix: "proposta",
  });
  const { values, bind, field, errorAt, update } = form;
  const lines = form.list<Line>("lines");
  const totals = preview(values);
  const full = lines.items.length >= maxProposalLines;

  const add = (line: Line) => lines.replace([...lines.items, line]);
  const pick = (item: PickedItem) =>
    add({
      ...freeLine(),
      pageId: item.id,
      description: item.title,
      unitPrice: item.priceCents === null ? "" : formatPriceInput(item.priceCents),
    });

  const freight = bind("freight");
  const freightType = field("freightType");
  const validity = field("validityDays");

  return (
    <form.Form {...form.formProps} className={savedFormClass}>
      <FormAnswer id={form.answerId} result={form.documentResult} messages={proposalMessages} />
      <FormSection
        title="Itens"
        description="Cada item vem do catálogo (ligado à sua página) ou é texto livre. Os totais são calculados por item, com arredondamento ao centavo."
      >
        {lines.items.length === 0 ? <p className="text-sm text-steel-600">Nenhum item ainda.</p> : null}
        {errorAt("lines") && !errorAt("lines.0") ? (
          <p id="proposta-lines-error" className="text-sm text-red-700">
            {errorAt("lines")}
          </p>
        ) : null}
        <ol className="space-y-4" aria-label="Itens da proposta">
          {lines.items.map((line, index) => {
            const total = totals?.lineTotals[index];
            return (
              <li key={index}>
                <fieldset className="rounded-md border border-steel-200 p-3 sm:p-4">
                  <legend className="px-1 text-sm font-semibold text-steel-900">
                    {`Item ${index + 1}`}
                    {line.pageId ? <span className="ml-2 text-xs font-normal text-steel-600">do catálogo</span> : null}
                  </legend>
                  <input type="hidden" {...field(`lines.${index}.pageId`)} value={line.pageId ?? ""} />
                  <TextField {...bind(`lines.${index}.description`)} label="Descrição" rows={2} required />
                  <div className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-4">
                    <TextField {...bind(`lines.${index}.quantity`)} label="Quantidade" inputMode="decimal" required />
                    <UnitSelect {...bind(`lines.${index}.unit`)} />
                    <TextField
                      {...bind(`lines.${index}.unitPrice`)}
                      label="Preço unitário (R$)"
                      inputMode="decimal"
                      placeholder="0,00"
                      required
                    />
                    <TextField {...bind(`lines.${index}.discount`)} label="Desconto (%)" inputMode="decimal" placeholder="0" />
                  </div>
                  <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-steel-800">
                      Total do item: <strong className="tabular-nums">{total === undefined ? "—" : formatPrice(total)}</strong>
                    </p>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => lines.replace(lines.items.filter((_, position) => position !== index))}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Remover item {index + 1}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="mt-4 space-y-3">
          {full ? (
            <p className="text-sm text-steel-700">A proposta já tem {maxProposalLines} itens, o máximo.</p>
          ) : (
            <CataloguePicker onPick={pick} />
          )}
          <Button type="button" variant="outline" onClick={() => add(freeLine())} disabled={full}>
            <Plus aria-hidden className="size-4" />
            Adicionar item livre
          </Button>
        </div>
      </FormSection>

      <FormSection title="Condições">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={freightType.id} label="Frete" error={errorAt("freightType")}>
            <Select
              id={freightType.id}
              name={freightType.name}
              value={values.freightType}
              onChange={(event) =>
                update((current) => ({ ...current, freightType: event.target.value as ProposalFormValues["freightType"] }))
              }
              {...describedBy(freightType.id, { error: errorAt("freightType") })}
            >
              <option value="FOB">FOB (por conta do cliente)</option>
              <option value="CIF">CIF (por conta da empresa)</option>
            </Select>
          </Field>
          {values.freightType === "CIF" ? (
            <TextField {...freight} label="Valor do frete (R$)" inputMode="decimal" placeholder="0,00" hint="Somado ao total." />
          ) : (
            <input type="hidden" name={freight.name} value="" />
          )}
          <TextField {...bind("paymentTerms")} label="Condições de pagamento" placeholder="Ex.: 30/60 dias, boleto" required />
          <TextField {...bind("deliveryTime")} label="Prazo de entrega" placeholder="Ex.: 20 dias úteis após o pedido" required />
          <TextField
            id={validity.id}
            name={validity.name}
            label="Validade (dias)"
            type="number"
            inputMode="numeric"
            value={Number.isNaN(values.validityDays) ? "" : String(values.validityDays)}
            onChange={(value) => update((current) => ({ ...current, validityDays: value === "" ? Number.NaN : Number(value) }))}
            error={errorAt("validityDays")}
            hint="Contados a partir do envio; o link do cliente expira junto."
            required
          />
        </div>
        <TextField {...bind("notes")} label="Observações (impressas na proposta)" rows={3} className="mt-4" />
      </FormSection>

      <section aria-label="Totais" className="rounded-card border border-steel-200 bg-white p-4 shadow-sm">
        <dl className="ml-auto max-w-sm space-y-1 text-sm text-steel-800">
          <div className="flex justify-between gap-4">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{totals ? formatPrice(totals.subtotalCents) : "—"}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Frete {values.freightType}</dt>
            <dd className="tabular-nums">
              {values.freightType === "FOB" ? "por conta do cliente" : totals ? formatPrice(totals.freightCents) : "—"}
            </dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-steel-200 pt-2 text-base font-bold text-steel-900">
            <dt>Total</dt>
            <dd className="tabular-nums">{totals ? formatPrice(totals.totalCents) : "—"}</dd>
          </div>
        </dl>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" name="intent" value="salvar" variant="outline" disabled={form.busy}>
          <Save aria-hidden className="size-4" />
          {form.busy ? "Salvando..." : "Salvar rascunho"}
        </Button>
        <SendButton label={label} recipient={recipient} busy={form.busy} />
      </div>
    </form.Form>
  );
}

/**
 * 'Enviar proposta' e-mails the customer: with scripts it asks first, naming the recipient, and
 * the answer submits the form with this button's intent; before scripts load it sends at once.
 */
function SendButton({ label, recipient, busy }: { label: string; recipient: string | null; busy: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        ref={button}
        type="submit"
        name="intent"
        value="enviar"
        disabled={busy}
        onClick={(event) => {
          // Without an e-mail the server says what is missing; there is nobody to name here.
          if (!recipient) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        <Send aria-hidden className="size-4" />
        Enviar proposta
      </Button>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogTitle>Enviar a proposta {label}?</AlertDialogTitle>
          <AlertDialogDescription>
            O PDF e o link para aprovar vão para <strong className="break-all text-steel-900">{recipient}</strong>. Depois de enviada, a
            proposta só muda em uma nova versão.
          </AlertDialogDescription>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialogCancelButton />
            <Button
              type="button"
              onClick={() => {
                setAsking(false);
                button.current?.form?.requestSubmit(button.current);
              }}
            >
              Enviar para {recipient}
            </Button>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function UnitSelect({
  id,
  name,
  value,
  onChange,
  error,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field id={id} label="Unidade" error={error}>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} {...describedBy(id, { error })}>
        {proposalUnits.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </Select>
    </Field>
  );
}
