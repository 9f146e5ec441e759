import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { controlClassName, Field, leftToRightControl } from "#app/components/forms/field";
import { answerIdOf, FormAnswerNotice, useServedFields, type FormAnswer } from "#app/components/forms/form-answer";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { RequiredNote } from "#app/components/forms/required-note";
import { SubmitButton } from "#app/components/forms/submit-button";
import { sanitized } from "#app/components/forms/sanitized";
import { useGuardedSend } from "#app/components/forms/use-guarded-send";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { useFormCopy } from "#app/i18n/form-copy";
import { useI18n } from "#app/i18n/i18n-provider";
import { familyNameFirst } from "#app/i18n/languages";
import type { FieldError } from "#contracts/forms/api";
import { notify, notifySuccessAlone } from "#app/lib/notify";
import { contactSchema, type ContactInput, type ContactPayload } from "#contracts/forms/contact";
import { EMAIL_MAX, LAST_SUBMIT_KEYS, TOAST_MS } from "#contracts/forms/limits";
import { sanitizeContactText } from "#contracts/forms/sanitize";
import { sendMessage } from "./send-message";

const empty: ContactInput = { firstName: "", lastName: "", email: "", subject: "", message: "" };
const fieldNames = Object.keys(empty) as (keyof ContactInput)[];
const toast = { duration: TOAST_MS.contact };
const answerId = answerIdOf("contact");

/**
 * The contact form itself (docs/product/product-spec.md §4, §5, §8), validated with the shared schema on
 * submit first, then each field again as it is corrected. Without JavaScript it posts to the page, whose
 * action answers with `answer` (decision 025).
 */
export default function ContactFields({ answer }: { answer?: FormAnswer }) {
  const id = useId();
  const { copy, say } = useFormCopy("contact");
  const { lang } = useI18n();
  const { messages: m, ui } = copy;
  const hydrated = useHydrated();
  // The answer shown above the fields: the page's to a plain post, then this form's own success.
  const [shown, setShown] = useState<{ answer: FormAnswer; focus: boolean } | undefined>(answer && { answer, focus: false });
  const { busy, send } = useGuardedSend(LAST_SUBMIT_KEYS.contact, () => void notify("error", m.rateLimited, toast));
  const honeypot = useRef<HTMLInputElement>(null);
  // No defaultValues: the fields start empty in the HTML, and react-hook-form would
  // otherwise wipe what a visitor typed before this chunk arrived and hydrated.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const servedFields = useServedFields(answer, fieldNames, { errors, setError, hydrated });
  const served = servedFields.served;
  // zod and the API answer with codes; the visitor reads them in the page's language.
  const errorOf = (name: keyof ContactInput) => say(servedFields.errorOf(name));

  const field = (name: keyof ContactInput) => sanitized(register(name), sanitizeContactText);
  const fieldId = (name: keyof ContactInput) => `${id}-${name}`;

  const onValid = async (values: ContactPayload, website: string) => {
    const outcome = await send(() => sendMessage({ ...values, website }));
    if (!outcome) return;
    if (outcome.ok) {
      reset(empty);
      setShown({ answer: { ok: true, code: outcome.code }, focus: true });
      void notifySuccessAlone(say(outcome.code), toast);
      return;
    }
    setShown(undefined);
    const known = outcome.errors.filter((e): e is FieldError & { field: keyof ContactInput } =>
      fieldNames.includes(e.field as keyof ContactInput),
    );
    for (const error of known) setError(error.field, { type: "server", message: error.code });
    if (known[0]) {
      setFocus(known[0].field);
      void notify("error", m.fixErrors, toast);
    } else {
      void notify("error", say(outcome.code, outcome.message), toast);
    }
  };

  const onInvalid = () => void notify("error", m.fixErrors, toast);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The hidden field is read as the form is sent: a bot fills it before it submits.
    const website = honeypot.current?.value ?? "";
    void handleSubmit((values) => onValid(values, website), onInvalid)(event);
  };

  // The given and family names in the order the page's language writes them: 姓 before 名 in Japanese, Chinese
  // and Korean (issue 28). The fields keep the spec's names (firstName is the given name) whatever their order.
  const givenName = (
    <Field key="firstName" id={fieldId("firstName")} label={ui.firstName} required error={errorOf("firstName")}>
      {(control) => (
        <input
          {...control}
          {...field("firstName")}
          {...served("firstName")}
          type="text"
          autoComplete="given-name"
          className={controlClassName(!!errorOf("firstName"))}
        />
      )}
    </Field>
  );
  const familyName = (
    <Field key="lastName" id={fieldId("lastName")} label={ui.lastName} required error={errorOf("lastName")}>
      {(control) => (
        <input
          {...control}
          {...field("lastName")}
          {...served("lastName")}
          type="text"
          autoComplete="family-name"
          className={controlClassName(!!errorOf("lastName"))}
        />
      )}
    </Field>
  );
  const nameFields = familyNameFirst(lang) ? [familyName, givenName] : [givenName, familyName];

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      method="post"
      action={`#${answerId}`}
      aria-label={ui.formLabel}
      className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <RequiredNote copy={copy.common} />
      {shown && <FormAnswerNotice id={answerId} answer={shown.answer} focus={shown.focus} say={say} />}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {nameFields}
        <Field id={fieldId("email")} label={ui.email} required error={errorOf("email")} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              {...field("email")}
              {...served("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              {...leftToRightControl(controlClassName(!!errorOf("email")))}
            />
          )}
        </Field>
        <Field id={fieldId("subject")} label={ui.subject} required error={errorOf("subject")} className="sm:col-span-2">
          {(control) => (
            <input
              {...control}
              {...field("subject")}
              {...served("subject")}
              type="text"
              className={controlClassName(!!errorOf("subject"))}
            />
          )}
        </Field>
        <Field id={fieldId("message")} label={ui.message} required error={errorOf("message")} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              {...field("message")}
              {...served("message")}
              rows={6}
              className={controlClassName(!!errorOf("message"), "min-h-36 resize-y")}
            />
          )}
        </Field>
      </div>
      <Honeypot ref={honeypot} id={id} label={copy.common.honeypotLabel} />
      <SubmitButton busy={busy} label={ui.button} busyLabel={ui.buttonBusy} />
      <PrivacyNotice text={copy.notices.contact} linkText={copy.notices.linkText} className="mt-4" />
    </form>
  );
}
