import { Lock } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { notify } from "#app/lib/notify";
import {
  campaignLimits,
  campaignMessages,
  editableCampaignStatuses,
  type Campaign,
  type CampaignInputData,
} from "#contracts/api/campaigns";
import { directionOf, type LanguageCode } from "#contracts/languages";
import { ApiError } from "../shared/api-client";
import { EditorAlert } from "../shared/editor-alert";
import { EditorFooter } from "../shared/editor-footer";
import { inputClass, labelClass, fieldErrorClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LeaveDialog } from "../shared/leave-dialog";
import { SectionCard } from "../shared/section-card";
import { useUnsavedGuard } from "../shared/use-unsaved-guard";
import { CampaignImageInsert } from "./campaign-image-insert";
import { useSaveCampaign } from "./campaigns-api";
import {
  campaignFormResolver,
  campaignLanguages,
  firstLanguageWithErrors,
  hasText,
  isFormField,
  languageName,
  toFormValues,
  type CampaignFormValues,
} from "./campaign-form-values";
import { LanguageTabs, type TabMark } from "./language-tabs";

export const markdownHelp =
  'Markdown: **bold**, *italic*, [link text](https://…), lists starting with - or 1., headings starting with #, a blank line between paragraphs, images with "Insert image" (each needs a description; images from other sites are shown as text). HTML is shown as text.';

/** `value` with `snippet` in place of its selection, as a paragraph of its own; and where the cursor goes after it. */
export function insertParagraph(value: string, start: number, end: number, snippet: string) {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const inserted = `${lead}${snippet}${trail}`;
  return { value: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}

/** One language's subject, preheader and body, written in that language (its `lang` and direction). */
function VersionFields({
  id,
  code,
  register,
  setValue,
  errors,
}: {
  id: string;
  code: LanguageCode;
  register: UseFormRegister<CampaignFormValues>;
  setValue: UseFormSetValue<CampaignFormValues>;
  errors: FieldErrors<CampaignFormValues>;
}) {
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerBody, ...bodyField } = register(`versions.${code}.body`);
  // The image's markdown goes where the cursor was (or in place of the selection), as its own paragraph.
  const insertImage = (markdown: string) => {
    const area = bodyRef.current;
    if (!area) return;
    const next = insertParagraph(area.value, area.selectionStart, area.selectionEnd, markdown);
    setValue(`versions.${code}.body`, next.value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    area.focus();
    area.setSelectionRange(next.cursor, next.cursor);
  };
  const name = languageName(code);
  const versionErrors = errors.versions?.[code];
  const written = { lang: code, dir: directionOf(code) };
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {code === "en"
          ? "Required. Subscribers whose language has no version of its own receive the English."
          : `Optional. Subscribers who signed up in ${name} receive this version; leave all three fields empty to send them the English.`}
      </p>
      <FormField
        id={`${id}-${code}-subject`}
        label={`Subject (${name})`}
        hint={`At most ${campaignLimits.subjectMax} characters.`}
        error={versionErrors?.subject?.message}
      >
        {(aria) => <input {...aria} {...written} {...register(`versions.${code}.subject`)} className={inputClass} />}
      </FormField>
      <FormField
        id={`${id}-${code}-preheader`}
        label={`Preheader (${name})`}
        hint={`The line mail programs show after the subject; optional, at most ${campaignLimits.preheaderMax} characters.`}
        error={versionErrors?.preheader?.message}
      >
        {(aria) => <input {...aria} {...written} {...register(`versions.${code}.preheader`)} className={inputClass} />}
      </FormField>
      <FormField id={`${id}-${code}-body`} label={`Body (${name})`} hint={markdownHelp} error={versionErrors?.body?.message}>
        {(aria) => (
          <textarea
            {...aria}
            {...written}
            rows={14}
            {...bodyField}
            ref={(element) => {
              registerBody(element);
              bodyRef.current = element;
            }}
            className={`${inputClass} font-mono`}
          />
        )}
      </FormField>
      <CampaignImageInsert language={name} onInsert={insertImage} />
    </div>
  );
}

/** Everyone confirmed, or the subscribers of chosen languages. */
function AudienceFields({
  id,
  register,
  control,
  errors,
  fixed,
}: {
  id: string;
  /** Sending has started (the campaign is paused): who it goes to can no longer change. */
  fixed: boolean;
  register: UseFormRegister<CampaignFormValues>;
  control: Control<CampaignFormValues, unknown, CampaignInputData>;
  errors: FieldErrors<CampaignFormValues>;
}) {
  const scope = useWatch({ control, name: "audienceScope" });
  const error = errors.audience?.languages?.message;
  return (
    <fieldset
      disabled={fixed}
      aria-describedby={[error ? `${id}-audience-error` : "", fixed ? `${id}-audience-fixed` : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend className={labelClass}>Audience</legend>
      {fixed && (
        <p id={`${id}-audience-fixed`} className="mb-2 text-sm text-muted-foreground">
          Sending has started, so the audience stays as it was; the texts and the pace can still change.
        </p>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="all" {...register("audienceScope")} className="size-4 accent-[var(--primary)]" />
          Every confirmed subscriber
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="languages" {...register("audienceScope")} className="size-4 accent-[var(--primary)]" />
          Confirmed subscribers of chosen languages
        </label>
      </div>
      {scope === "languages" && (
        <fieldset className="mt-3 rounded-md border border-border p-3" aria-invalid={error ? true : undefined}>
          <legend className="px-1 text-sm font-medium">Languages the subscribers signed up in</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-4">
            {campaignLanguages.map((code) => (
              <label key={code} className="inline-flex items-center gap-2">
                <input type="checkbox" value={code} {...register("audience.languages")} className="size-4 accent-[var(--primary)]" />
                {languageName(code)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={`${id}-audience-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Why a sending or sent campaign cannot be edited, and what can be done instead. */
function LockedNotice({ status }: { status: Campaign["status"] }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-border bg-card p-4 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {status === "sent"
        ? "This campaign has been sent: what it said is kept as it was."
        : "Editing is locked while the campaign is sending. Pause it to make changes; mails already sent keep what they said."}
    </p>
  );
}

/** The sending rate: how many mails a minute the outbox sends. */
function RateField({
  id,
  register,
  errors,
}: {
  id: string;
  register: UseFormRegister<CampaignFormValues>;
  errors: FieldErrors<CampaignFormValues>;
}) {
  return (
    <FormField
      id={`${id}-rate`}
      label="Mails per minute"
      hint={`How fast the outbox sends this campaign: ${campaignLimits.rateMin} to ${campaignLimits.rateMax}. A slower pace keeps mail providers from treating a burst as spam.`}
      error={errors.ratePerMinute?.message}
      className="max-w-xs"
    >
      {(aria) => (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          min={campaignLimits.rateMin}
          max={campaignLimits.rateMax}
          step={1}
          {...register("ratePerMinute")}
          className={inputClass}
        />
      )}
    </FormField>
  );
}

/**
 * Compose or change a campaign: a version per language (English required), the audience and the sending rate.
 * Saving sends the version the edit started from; when someone else saved in between (409) every word typed stays
 * and their version can be loaded instead. While the campaign is sending or sent the form is shown locked.
 */
export function CampaignForm({
  campaign,
  onSaved,
  onReload,
  onDirtyChange,
}: {
  campaign?: Campaign;
  onSaved: (campaign: Campaign, created: boolean) => void;
  onReload: () => Promise<Campaign | undefined>;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const id = useId();
  const form = useForm<CampaignFormValues, unknown, CampaignInputData>({
    defaultValues: toFormValues(campaign),
    mode: "onTouched",
    resolver: campaignFormResolver,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const save = useSaveCampaign(campaign?.id ?? null);
  const { blocker, leavingRef } = useUnsavedGuard(isDirty);
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const versionRef = useRef(campaign?.version);
  const locked = campaign !== undefined && !editableCampaignStatuses.includes(campaign.status);
  const versions = useWatch({ control, name: "versions" });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // The campaign moved on here (sent, paused, resumed): an untouched form follows it; a touched one keeps its words
  // and the version it started from, so a save over someone else's change is still a conflict.
  const latestVersion = campaign?.version;
  useEffect(() => {
    if (!campaign || latestVersion === versionRef.current || form.formState.isDirty) return;
    versionRef.current = latestVersion;
    reset(toFormValues(campaign));
  }, [campaign, latestVersion, form, reset]);

  const mark = (code: LanguageCode): TabMark =>
    errors.versions?.[code] ? "error" : versions && hasText(versions[code]) ? "written" : "empty";

  const showLanguageWithError = (fieldErrors: FieldErrors<CampaignFormValues>) => {
    const code = firstLanguageWithErrors(fieldErrors);
    if (!code) return;
    setLanguage(code);
    const field = (["subject", "preheader", "body"] as const).find((name) => fieldErrors.versions?.[code]?.[name]);
    if (field) setFocusNext(`versions.${code}.${field}`);
  };
  // The panel of that language renders first; then its first field with a message takes the focus.
  const [focusNext, setFocusNext] = useState<`versions.${LanguageCode}.${"subject" | "preheader" | "body"}` | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    form.setFocus(focusNext);
    setFocusNext(null);
  }, [focusNext, language, form]);

  const saveValues = async (values: CampaignInputData) => {
    setConflict(null);
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ input: values, version: versionRef.current });
      versionRef.current = saved.version;
      reset(toFormValues(saved));
      void notify("success", campaign ? "Campaign saved" : "Campaign created as a draft");
      // The just-saved form is clean, whatever the blocker's last render saw.
      leavingRef.current = !campaign;
      onSaved(saved, !campaign);
    } catch (error) {
      if (!(error instanceof ApiError)) return setFormError("The campaign could not be saved. Please try again.");
      if (error.status === 409) return setConflict(error.message || campaignMessages.staleVersion);
      const known = error.errors?.filter((fieldError) => isFormField(fieldError.field)) ?? [];
      for (const fieldError of known) setError(fieldError.field as `versions.en.subject`, { message: fieldError.message });
      if (known.length === 0) return setFormError(error.message);
      showLanguageWithError(form.formState.errors);
    }
  };

  const loadTheirs = async () => {
    const latest = await onReload();
    if (!latest) return;
    versionRef.current = latest.version;
    reset(toFormValues(latest));
    setConflict(null);
    void notify("info", "Loaded the latest version of the campaign");
  };

  // handleSubmit is called as the form is sent, not while rendering: saving reads and writes refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saveValues, showLanguageWithError)(event);

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-describedby={conflict || formError ? `${id}-alert` : undefined}
        className="grid grid-cols-1 gap-6"
      >
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />
        {locked && <LockedNotice status={campaign.status} />}
        <fieldset disabled={locked} className="grid min-w-0 gap-6">
          <SectionCard title="Message">
            <LanguageTabs
              id={id}
              label="Versions by language"
              codes={campaignLanguages}
              selected={language}
              onSelect={setLanguage}
              mark={mark}
            >
              <VersionFields key={language} id={id} code={language} register={register} setValue={form.setValue} errors={errors} />
            </LanguageTabs>
          </SectionCard>
          <SectionCard title="Audience and pace">
            <div className="grid gap-5">
              <AudienceFields
                id={id}
                register={register}
                control={control}
                errors={errors}
                fixed={!locked && Boolean(campaign?.startedAt)}
              />
              <RateField id={id} register={register} errors={errors} />
            </div>
          </SectionCard>
        </fieldset>
        {!locked && (
          <EditorFooter
            isDirty={isDirty}
            isSubmitting={isSubmitting}
            editing={Boolean(campaign)}
            noun="draft"
            idleNote="Saved as a draft: nothing is sent until you send it."
          />
        )}
      </form>
      <LeaveDialog blocker={blocker} noun="campaign" />
    </>
  );
}
