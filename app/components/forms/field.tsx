import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** What a control needs to be labelled, described and marked invalid. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/** Text inputs, selects and textareas share one look, light and dark; an invalid one turns red. */
export function controlClassName(invalid: boolean, className?: string) {
  return cn(
    "block w-full rounded-md border bg-card px-3.5 py-2.5 text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm",
    invalid ? "border-destructive" : "border-input",
    className,
  );
}

/**
 * An e-mail address, phone number or web address is written left to right in every language: its field gets
 * dir="ltr" (on an Arabic page "ahmed@" showed as "@ahmed") and still lines up with the page's other fields, at
 * the page's start (issue 28). Spread over the control in place of its className.
 */
export function leftToRightControl(className: string) {
  return { dir: "ltr" as const, className: cn(className, "rtl:text-right") };
}

/** The id of a field's error message (also used by tests and aria-describedby). */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * A labelled form field: label, control (rendered by `children` with the ids
 * and ARIA state it needs), an optional hint and the error message. The error
 * is announced when it appears (role=alert) and describes the control.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? errorIdOf(id) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-destructive">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          "aria-required": required ? true : undefined,
        })}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message, className }: { id?: string; message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn("mt-1.5 text-sm font-medium text-destructive", className)}>
      {message}
    </p>
  );
}
