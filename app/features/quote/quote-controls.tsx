import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { controlClassName, Field, leftToRightControl } from "#app/components/forms/field";
import { Button } from "#app/components/ui/button";

/** The quote form's small controls: a typed figure, a text line, a check box and a line's Remove button. */

export function NumberField({
  id,
  label,
  error,
  value,
  required,
  allowNegative,
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  required?: boolean;
  allowNegative?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={allowNegative ? "text" : "decimal"}
          maxLength={16}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClassName(!!error)}
        />
      )}
    </Field>
  );
}

export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  hint,
  required,
  type = "text",
  autoComplete,
  maxLength,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength: number;
}) {
  return (
    <Field id={id} label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...(type === "email" || type === "tel"
            ? leftToRightControl(controlClassName(!!error))
            : { className: controlClassName(!!error) })}
        />
      )}
    </Field>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 rounded border-input accent-primary"
      />
      {label}
    </label>
  );
}

export function RemoveButton({
  label,
  text,
  disabled,
  onClick,
  className,
}: {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} disabled={disabled} onClick={onClick} className={className}>
      <Trash2 aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Button>
  );
}

/** Today on the buyer's own calendar, for the date picker's minimum. */
export function localToday() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
