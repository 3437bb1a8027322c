import { getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { describedBy, Field, Select, Textarea } from "~/ui/field";
import { pipelineBounds } from "../pipeline";

type Props = {
  reason: FieldMetadata<string>;
  detail: FieldMetadata<string>;
  /** The reasons of loss in the settings. */
  reasons: string[];
  /** The lead's reason now, offered even if it has left the settings' list since. */
  current: string | null;
  hint?: string;
  detailRows: number;
};

/** The reasons to pick from: the settings' list, and the lead's own reason if it has left the list since. */
function reasonChoices(reasons: string[], current: string | null) {
  return current && !reasons.includes(current) ? [...reasons, current] : reasons;
}

/** The reason of a loss, from the list, and its optional detail, wherever a lead is marked 'Perdido'. */
export function LostReasonFields({ reason, detail, reasons, current, hint, detailRows }: Props) {
  const reasonError = reason.errors?.[0];
  const detailError = detail.errors?.[0];
  return (
    <>
      <Field id={reason.id} label="Motivo da perda" hint={hint} error={reasonError}>
        <Select {...getSelectProps(reason)} key={reason.key} {...describedBy(reason.id, { error: reasonError, hint: Boolean(hint) })}>
          <option value="">Escolha o motivo</option>
          {reasonChoices(reasons, current).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={detail.id} label="Detalhe da perda (opcional)" error={detailError}>
        <Textarea
          {...getTextareaProps(detail)}
          key={detail.key}
          rows={detailRows}
          maxLength={pipelineBounds.lostDetail}
          {...describedBy(detail.id, { error: detailError })}
        />
      </Field>
    </>
  );
}
