import { useEffect, useEffectEvent, useRef } from "react";
import { data } from "react-router";
import type { FieldError } from "#contracts/forms/api";
import type { RelayedForm } from "#contracts/load-context";
import { cn } from "#app/lib/cn";

/**
 * What a page answers to its form posted without JavaScript (docs/decisions/025-forms-without-javascript.md):
 * the success, or the failure with each field's error and the values as typed; every message as its code
 * (contracts/forms/*-messages.ts), which the page shows in its language.
 */
export type FormAnswer =
  | { ok: true; code: string; message?: string; reference?: string }
  | { ok: false; code: string; message?: string; errors: FieldError[]; values: Record<string, string> };

/** A route action's answer from the relayed /api answer, with the API's status (400, 413, 429, 503…) for the page. */
export function formAnswer({ status, answer, fields }: RelayedForm) {
  const ok = status < 300 && answer.success !== false;
  const body: FormAnswer = ok
    ? // The API's own success code where it has more than one (the newsletter's fresh link, or one sent a minute ago).
      { ok: true, code: answer.code || "success", ...referenceOf(answer) }
    : {
        ok: false,
        code: answer.code || (answer.message ? "" : "failed"),
        message: answer.message,
        errors: answer.errors ?? [],
        values: fields,
      };
  return data(body, { status: ok ? 200 : status });
}

/** The reference a request was stored under (the quote's), when the API answered one. */
function referenceOf(answer: RelayedForm["answer"]): { reference?: string } {
  const { reference } = answer as { reference?: unknown };
  return typeof reference === "string" ? { reference } : {};
}

/** The served answer's error for one field, and the value it was sent with. */
export function servedField(answer: FormAnswer | undefined, name: string) {
  if (!answer || answer.ok) return { error: undefined, value: undefined };
  return { error: answer.errors.find((e) => e.field === name)?.code, value: answer.values[name] };
}

/**
 * A form's fields as the page's answer to a plain post left them: `errorOf` gives a field's error (the
 * served one in the HTML and while hydrating, then the form's own), `served` its value as sent. The served
 * errors are handed to the form once it runs, so they stay until corrected, as its own would.
 */
export function useServedFields<Name extends string>(
  answer: FormAnswer | undefined,
  names: readonly Name[],
  form: {
    errors: Partial<Record<Name, { message?: string }>>;
    setError: (name: Name, error: { type: string; message: string }) => void;
    hydrated: boolean;
  },
) {
  const keepServedErrors = useEffectEvent(() => {
    for (const name of names) {
      const { error } = servedField(answer, name);
      if (error) form.setError(name, { type: "server", message: error });
    }
  });
  useEffect(() => keepServedErrors(), []);
  return {
    errorOf: (name: Name) => form.errors[name]?.message ?? (form.hydrated ? undefined : servedField(answer, name).error),
    served: (name: Name) => ({ defaultValue: servedField(answer, name).value }),
  };
}

/** The id a form's action points at, so the page answering a plain post opens at the answer. */
export const answerIdOf = (form: string) => `${form}-answer`;

/**
 * The form's answer above its fields: the success message (a status, focused when it appears after a
 * send, so a keyboard or screen reader user is not left on <body>) or, without JavaScript, the failure.
 */
export function FormAnswerNotice({
  id,
  answer,
  focus,
  say,
}: {
  id: string;
  answer: FormAnswer;
  focus: boolean;
  /** Shows the answer's code in the page's language (app/i18n/form-copy.tsx). */
  say: (code: string, fallback?: string) => string;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, answer]);
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={-1}
      role={answer.ok ? "status" : "alert"}
      className={cn(
        "mt-4 scroll-mt-24 rounded-md border px-4 py-3 text-sm font-medium",
        answer.ok ? "border-primary bg-secondary text-secondary-foreground" : "border-destructive text-destructive",
      )}
    >
      {say(answer.code, answer.message)}
    </p>
  );
}
