import { useId, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useFormCopy, type FormName } from "#app/i18n/form-copy";
import { useI18n } from "#app/i18n/i18n-provider";
import { notify, notifySuccessAlone } from "#app/lib/notify";
import type { FieldError } from "#contracts/forms/api";
import { useServedFields, type FormAnswer } from "./form-answer";
import { useGuardedSend } from "./use-guarded-send";
import { useHydrated } from "./use-hydrated";

/**
 * What every public form shares (contact, careers, newsletter): its copy and `say` in the page's language,
 * ids, whether the script runs yet (`hydrated`: before it does, a click is a plain post the page answers,
 * decision 025), the honeypot, read as the form is sent, and the answer shown above the fields: the page's
 * to a plain post, then the form's own success (`focus`: moved to it, so no one is left on <body>).
 */
export function usePublicForm<Name extends FormName>(name: Name, answer: FormAnswer | undefined) {
  const id = useId();
  const { copy, say } = useFormCopy(name);
  const { lang, localize } = useI18n();
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<{ answer: FormAnswer; focus: boolean } | undefined>(answer && { answer, focus: false });
  return {
    id,
    copy,
    say,
    lang,
    localize,
    hydrated,
    honeypot,
    /** The hidden field as sent: a bot fills it before it submits. */
    website: () => honeypot.current?.value ?? "",
    fieldId: (field: string) => `${id}-${field}`,
    shown,
    setShown,
  };
}

/** A send's outcome, as every form's API call reads it (codes from contracts/forms/*-messages.ts). */
export type PublicFormOutcome =
  { ok: true; code: string; message?: string } | { ok: false; code: string; message?: string; errors: FieldError[] };

/** A field the form keeps outside react-hook-form (the résumé): takes its server error, and focus when it is the first. */
export interface OwnField {
  name: string;
  setError: (code: string) => void;
  focus: () => void;
}

/**
 * A public form with fields (contact, careers): usePublicForm, plus react-hook-form with the contract's
 * schema, validated on submit first and then each field again as it is corrected; the fields as a plain
 * post's answer left them (useServedFields); sending guarded (one at a time, a minute's cooldown,
 * docs/product/product-spec.md §5). `submit` sends the valid values: a success empties the form, shows the
 * answer above it (focused) and toasts it; field errors land on their fields, the first one focused, with
 * the "fix the errors" toast; any other failure toasts the server's answer. Every message is a code `say` shows.
 */
export function usePublicFieldsForm<Name extends "contact" | "careers", V extends FieldValues, C, O>({
  name,
  answer,
  fieldNames,
  cooldownKey,
  toastMs,
  resolver,
  context,
}: {
  name: Name;
  answer: FormAnswer | undefined;
  fieldNames: readonly Path<V>[];
  cooldownKey: string;
  toastMs: number;
  resolver: Resolver<V, C, O>;
  context?: C;
}) {
  const base = usePublicForm(name, answer);
  const { say, setShown } = base;
  const messages = base.copy.messages as { rateLimited: string; fixErrors: string };
  const toast = { duration: toastMs };
  const { busy, send } = useGuardedSend(cooldownKey, () => void notify("error", messages.rateLimited, toast));
  // No defaultValues: the fields start empty in the HTML, and react-hook-form would
  // otherwise wipe what a visitor typed before this chunk arrived and hydrated.
  const form = useForm<V, C, O>({ resolver, context, mode: "onSubmit", reValidateMode: "onChange" });
  const errors = form.formState.errors as Partial<Record<Path<V>, { message?: string }>>;
  const servedFields = useServedFields(answer, fieldNames, { errors, setError: form.setError, hydrated: base.hydrated });

  const showFailure = (outcome: Extract<PublicFormOutcome, { ok: false }>, own?: OwnField) => {
    setShown(undefined);
    let first: (() => void) | undefined;
    for (const error of outcome.errors) {
      if (own && error.field === own.name) {
        own.setError(error.code);
        first ??= own.focus;
      } else if (fieldNames.includes(error.field as Path<V>)) {
        const field = error.field as Path<V>;
        form.setError(field, { type: "server", message: error.code });
        first ??= () => form.setFocus(field);
      }
    }
    first?.();
    void notify("error", first ? messages.fixErrors : say(outcome.code, outcome.message), toast);
  };

  /** The form's onSubmit: `request` sends the valid values and the honeypot; `onSuccess` clears what the form keeps itself. */
  const submit = (
    event: FormEvent<HTMLFormElement>,
    {
      request,
      onSuccess,
      own,
    }: { request: (values: O, website: string) => Promise<PublicFormOutcome>; onSuccess: () => void; own?: OwnField },
  ) => {
    const website = base.website();
    const onValid = async (values: O) => {
      const outcome = await send(() => request(values, website));
      if (!outcome) return;
      if (!outcome.ok) return showFailure(outcome, own);
      onSuccess();
      setShown({ answer: { ok: true, code: outcome.code, message: outcome.message }, focus: true });
      void notifySuccessAlone(say(outcome.code, outcome.message), toast);
    };
    void form.handleSubmit(onValid, () => void notify("error", messages.fixErrors, toast))(event);
  };

  return {
    ...base,
    form,
    busy,
    submit,
    served: servedFields.served,
    /** A field's error in the page's language: zod and the API answer with codes. */
    errorOf: (field: Path<V>) => say(servedFields.errorOf(field)),
  };
}
