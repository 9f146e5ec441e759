import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { controlClassName, Field } from "#app/components/forms/field";
import { InputField } from "#app/components/forms/input-field";
import { answerIdOf, FormAnswerNotice, type FormAnswer } from "#app/components/forms/form-answer";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { RequiredNote } from "#app/components/forms/required-note";
import { SubmitButton } from "#app/components/forms/submit-button";
import { sanitized } from "#app/components/forms/sanitized";
import { usePublicFieldsForm } from "#app/components/forms/use-public-form";
import { familyNameFirst } from "#app/i18n/languages";
import { contactSchema, type ContactInput, type ContactPayload } from "#contracts/forms/contact";
import { EMAIL_MAX, LAST_SUBMIT_KEYS, TOAST_MS } from "#contracts/forms/limits";
import { sanitizeContactText } from "#contracts/forms/sanitize";
import { sendMessage } from "./send-message";

const empty: ContactInput = { firstName: "", lastName: "", email: "", subject: "", message: "" };
const fieldNames = Object.keys(empty) as (keyof ContactInput)[];
const answerId = answerIdOf("contact");

/**
 * The contact form itself (docs/product/product-spec.md §4, §5, §8), validated with the shared schema on
 * submit first, then each field again as it is corrected. Without JavaScript it posts to the page, whose
 * action answers with `answer` (decision 025).
 */
export default function ContactFields({ answer }: { answer?: FormAnswer }) {
  const { id, copy, lang, honeypot, fieldId, shown, say, form, busy, submit, served, errorOf } = usePublicFieldsForm<
    "contact",
    ContactInput,
    unknown,
    ContactPayload
  >({
    name: "contact",
    answer,
    fieldNames,
    cooldownKey: LAST_SUBMIT_KEYS.contact,
    toastMs: TOAST_MS.contact,
    resolver: zodResolver(contactSchema),
  });
  const { ui } = copy;
  const field = (name: keyof ContactInput) => sanitized(form.register(name), sanitizeContactText);
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      request: (values, website) => sendMessage({ ...values, website }),
      onSuccess: () => form.reset(empty),
    });

  const fields = { fieldId, errorOf, served, register: field };
  // The given and family names in the order the page's language writes them: 姓 before 名 in Japanese, Chinese
  // and Korean (issue 28). The fields keep the spec's names (firstName is the given name) whatever their order.
  const givenName = (
    <InputField key="firstName" fields={fields} name="firstName" label={ui.firstName} required type="text" autoComplete="given-name" />
  );
  const familyName = (
    <InputField key="lastName" fields={fields} name="lastName" label={ui.lastName} required type="text" autoComplete="family-name" />
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
        <InputField
          fields={fields}
          name="email"
          label={ui.email}
          required
          className="sm:col-span-2"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          leftToRight
        />
        <InputField fields={fields} name="subject" label={ui.subject} required className="sm:col-span-2" type="text" />
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
