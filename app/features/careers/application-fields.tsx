import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent } from "react";
import { useWatch, type FieldErrors, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { controlClassName, Field } from "#app/components/forms/field";
import { InputField } from "#app/components/forms/input-field";
import { answerIdOf, FormAnswerNotice, servedField, type FormAnswer } from "#app/components/forms/form-answer";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { RequiredNote } from "#app/components/forms/required-note";
import { SubmitButton } from "#app/components/forms/submit-button";
import { sanitized } from "#app/components/forms/sanitized";
import { usePublicFieldsForm } from "#app/components/forms/use-public-form";
import { useFormCopy } from "#app/i18n/form-copy";
import { Slotted } from "#app/components/content/slotted";
import { fill } from "#contracts/fill";
import { visitorLanguage } from "#app/i18n/visitor-language";
import { cn } from "#app/lib/cn";
import { careersSchema, checkResumeConsent, positions, type CareersInput, type CareersPayload } from "#contracts/forms/careers";
import { CAREERS_NAME_MAX, EMAIL_MAX, LAST_SUBMIT_KEYS, MESSAGE_MAX, PHONE_FIELD_MAX, TOAST_MS } from "#contracts/forms/limits";
import { sanitizeText } from "#contracts/forms/sanitize";
import { submitApplication } from "./submit-application";
import { ResumeConsent, ResumeField, useResume } from "./resume-field";

type Values = Omit<CareersInput, "position"> & { position: CareersInput["position"] | ""; consent: boolean };
type Output = CareersPayload & { consent: boolean };
type Name = keyof Values;

const empty: Values = { name: "", email: "", phone: "", position: "", message: "", consent: false };
const fieldNames = Object.keys(empty) as Name[];
const answerId = answerIdOf("application");

/** Whether a resume is attached, handed to the resolver by react-hook-form at each validation. */
interface ResolverContext {
  hasResume: boolean;
}

const schemaResolver = zodResolver(careersSchema) as unknown as Resolver<Values, ResolverContext, CareersPayload>;

/** The shared schema for the text fields, plus the consent rule of docs/product/decisions.md (Privacy) for an attached resume. */
const applicationResolver: Resolver<Values, ResolverContext, Output> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const consentError = checkResumeConsent(context?.hasResume ?? false, values.consent);
  const errors: FieldErrors<Values> = { ...result.errors };
  if (consentError) errors.consent = { type: "consent", message: consentError };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(result.values as CareersPayload), consent: values.consent }, errors: {} };
};

const characters = (text: string) => [...text].length;

/** The opening an application is for (issue 15): sent as openingId, named above the fields. */
export interface AppliedOpening {
  id: number;
  title: string;
  /** The position the application is for: the opening's track (positionOf), never asked. */
  position: CareersPayload["position"];
}

/**
 * The application form itself (docs/product/product-spec.md §4, §5, §8): text fields, position, message counter,
 * optional PDF resume; validated on submit first, then each field again as it is corrected. Without JavaScript it
 * posts to the page (multipart, with the résumé), whose action answers with `answer` (decision 025).
 */
export default function ApplicationFields({ opening, answer }: { opening?: AppliedOpening; answer?: FormAnswer }) {
  const { resume, resumeInput, resumeError, setResumeError, chooseResume, onResumeChange } = useResume(answer);
  const { id, copy, say, lang, hydrated, honeypot, fieldId, shown, form, busy, submit, served, errorOf } = usePublicFieldsForm({
    name: "careers",
    answer,
    fieldNames,
    cooldownKey: LAST_SUBMIT_KEYS.careers,
    toastMs: TOAST_MS.careers,
    resolver: applicationResolver,
    context: { hasResume: resume !== null },
  });
  const { register, control } = form;
  const { ui } = copy;
  const message = useWatch({ control, name: "message" }) ?? "";
  // Only markup is taken out as the visitor types: a name is never rewritten, its rule says what is wrong (issue 28).
  const text = (name: Exclude<Name, "consent" | "position">) => sanitized(register(name), sanitizeText);
  const fields = { fieldId, errorOf, served, register: text };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      request: (values, website) => submitApplication({ ...values, resume, website, openingId: opening?.id, lang }),
      onSuccess: () => {
        form.reset(opening ? { ...empty, position: opening.position } : empty);
        chooseResume(null);
        setResumeError(undefined);
      },
      own: { name: "resume", setError: setResumeError, focus: () => resumeInput.current?.focus() },
    });
  const count = characters(message);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      method="post"
      encType="multipart/form-data"
      action={`#${answerId}`}
      aria-label={ui.formLabel}
      className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <RequiredNote copy={copy.common} />
      {shown && <FormAnswerNotice id={answerId} answer={shown.answer} focus={shown.focus} say={say} />}
      {opening && <input type="hidden" name="openingId" value={opening.id} />}
      {opening && (
        <p className="mt-4 rounded-md border border-border bg-muted px-4 py-3 text-sm dark:bg-background">
          <Slotted template={ui.applyingFor} slot="title">
            <strong className="font-semibold">{opening.title}</strong>
          </Slotted>
        </p>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <InputField
          fields={fields}
          name="name"
          label={ui.name}
          required
          className="sm:col-span-2"
          type="text"
          autoComplete="name"
          maxLength={CAREERS_NAME_MAX}
        />
        <InputField
          fields={fields}
          name="email"
          label={ui.email}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          leftToRight
        />
        <InputField
          fields={fields}
          name="phone"
          label={ui.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_FIELD_MAX}
          leftToRight
        />
        {opening ? (
          // The opening decides the position (its employment type): not asked again, so the two cannot disagree (issue 28).
          <input type="hidden" {...register("position")} defaultValue={opening.position} />
        ) : (
          <PositionField
            id={fieldId("position")}
            field={() => register("position")}
            defaultValue={servedField(answer, "position").value ?? ""}
            error={errorOf("position")}
          />
        )}
        <Field
          id={fieldId("message")}
          label={ui.message}
          required
          error={errorOf("message")}
          className="sm:col-span-2"
          hint={
            <span className={cn("tabular-nums", count > MESSAGE_MAX && "font-semibold text-destructive")}>
              {fill(ui.messageCount, { count, max: MESSAGE_MAX })}
            </span>
          }
        >
          {(c) => (
            <textarea
              {...c}
              {...text("message")}
              {...served("message")}
              rows={6}
              placeholder={ui.messagePlaceholder}
              className={controlClassName(!!errorOf("message"), "min-h-36 resize-y")}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <ResumeField
            id={fieldId("resume")}
            inputRef={resumeInput}
            resume={resume}
            error={say(resumeError)}
            onChange={onResumeChange}
            onRemove={() => chooseResume(null)}
          />
        </div>
        {/* Without JavaScript the résumé's choice is not seen here: the consent is offered with the form. */}
        {(resume || !hydrated) && (
          <ResumeConsent
            id={fieldId("consent")}
            field={() => register("consent")}
            defaultChecked={servedField(answer, "consent").value === "true"}
            error={errorOf("consent")}
          />
        )}
      </div>
      <Honeypot ref={honeypot} id={id} label={copy.common.honeypotLabel} />
      {/* Without JavaScript the form posts as it is: the language travels with it. */}
      {visitorLanguage(lang).lang && <input type="hidden" name="lang" value={lang} />}
      <SubmitButton busy={busy} label={ui.button} busyLabel={ui.buttonBusy} />
      <PrivacyNotice text={copy.notices.careers} linkText={copy.notices.linkText} className="mt-4" />
    </form>
  );
}

/** The position asked for a general application (an opening's application takes the opening's). */
function PositionField({
  id,
  field,
  defaultValue,
  error,
}: {
  id: string;
  /** Registers the select as it renders, in the form's field order (the first field in error takes the focus). */
  field: () => UseFormRegisterReturn<"position">;
  defaultValue: string;
  error: string | undefined;
}) {
  const { ui } = useFormCopy("careers").copy;
  return (
    <Field id={id} label={ui.position} required error={error} className="sm:col-span-2">
      {(c) => (
        <select {...c} {...field()} defaultValue={defaultValue} className={controlClassName(!!error)}>
          <option value="" disabled>
            {ui.positionPlaceholder}
          </option>
          {positions.map((position) => (
            <option key={position} value={position}>
              {ui.positions[position]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
