import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { controlClassName, Field, leftToRightControl } from "#app/components/forms/field";
import { Button } from "#app/components/ui/button";
import { CHECKED } from "#contracts/forms/quote-draft";

/**
 * The quote form's small controls: a typed figure, a text line, a check box, a yes-or-no question and a line's
 * Remove button. Each control's `name` is its field's path, as the form is posted without JavaScript
 * (contracts/forms/quote-draft.ts).
 */

export function NumberField({
  id,
  name,
  label,
  error,
  value,
  required,
  allowNegative,
  onChange,
}: {
  id: string;
  name: string;
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
          name={name}
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
  name,
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
  name: string;
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
          name={name}
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

/** A check box, posted as `name=true` when ticked and not at all when not. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        id={id}
        name={name}
        value={CHECKED}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 rounded border-input accent-primary"
      />
      {label}
    </label>
  );
}

/** A question answered yes or no, with neither chosen until the buyer picks one (issue 28: never a ticked default). */
export function YesNo({
  id,
  name,
  legend,
  labels,
  value,
  onChange,
}: {
  id: string;
  name: string;
  legend: string;
  labels: { yes: string; no: string };
  value: "" | "yes" | "no";
  onChange: (value: "yes" | "no") => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <legend className="float-start me-6 text-sm font-medium">{legend}</legend>
      {(["yes", "no"] as const).map((answer) => (
        <label key={answer} htmlFor={answer === "yes" ? id : `${id}-${answer}`} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            id={answer === "yes" ? id : `${id}-${answer}`}
            type="radio"
            name={name}
            value={answer}
            checked={value === answer}
            onChange={() => onChange(answer)}
            className="size-5 border-input accent-primary"
          />
          {labels[answer]}
        </label>
      ))}
    </fieldset>
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
