import type { InputHTMLAttributes, ReactNode } from "react";
import { fieldErrorClass, hintClass, inputClass, labelClass } from "./field-styles";

export interface FieldAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A label, the control (given its ids and error state), a hint and the field's error, wired for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
  className?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A controlled input in its FormField: `onValue` hears what was typed; the other props go to the input. */
export function InputField({
  id,
  label,
  hint,
  error,
  className,
  onValue,
  ...input
}: { id: string; label: string; hint?: ReactNode; error?: string; className?: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className" | "onChange"
>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <input {...aria} {...input} className={inputClass} onChange={(event) => onValue(event.target.value)} />}
    </FormField>
  );
}
