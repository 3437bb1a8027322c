import type { HTMLInputTypeAttribute, ReactNode } from "react";
import { describedBy, Field, Textarea } from "./field";
import { Input } from "./input";

type Props = {
  id: string;
  /** The form field's name, so the value posts with the form. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Rows of a multi-line field; without it the field is one line. */
  rows?: number;
  type?: HTMLInputTypeAttribute;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "decimal";
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  className?: string;
};

/** A label whose asterisk marks a required field to the eye; aria-required tells screen readers. */
export function RequiredLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span aria-hidden className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
}

/** A labelled text field with its hint and error, tied together for screen readers. */
export function TextField({ id, name, label, value, onChange, error, hint, rows, required, className, ...input }: Props) {
  const aria = describedBy(id, { error, hint });
  return (
    <Field id={id} label={<RequiredLabel label={label} required={required} />} error={error} hint={hint} className={className}>
      {rows ? (
        <Textarea
          id={id}
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required}
          {...aria}
          placeholder={input.placeholder}
        />
      ) : (
        <Input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required}
          {...aria}
          {...input}
        />
      )}
    </Field>
  );
}
