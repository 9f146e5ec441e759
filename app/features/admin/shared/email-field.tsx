import type { ReactNode } from "react";
import { inputClass } from "./field-styles";
import { FormField } from "./form-field";

/** A labelled e-mail address input of a staff form (never autofilled: it is someone else's address). */
export function EmailField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <input {...aria} type="email" autoComplete="off" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}
