import { useId, type FormEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import {
  employmentTypeLabels,
  employmentTypes,
  openingLimits,
  openingMessages,
  openingTransitions,
  type OpeningInputData,
  type OpeningStatus,
  type StaffOpening,
} from "#contracts/api/openings";
import { useOpeningStatus, useSaveOpening } from "./openings-api";
import { openingFormResolver, toOpeningFormValues, type OpeningFormValues } from "./opening-form-values";
import { useVersionedEditor } from "../shared/use-versioned-editor";
import { useSlugFromTitle } from "../shared/use-slug-from-title";
import { useUnsavedGuard } from "../shared/use-unsaved-guard";
import { EditorAlert } from "../shared/editor-alert";
import { EditorFooter } from "../shared/editor-footer";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LeaveDialog } from "../shared/leave-dialog";
import { statusActionLabel } from "./opening-actions";
import { SectionCard } from "../shared/section-card";
import { OpeningTranslationsEditor } from "./opening-translations-editor";
import { SectionsEditor } from "../shared/sections-editor";

/**
 * Create or edit a job opening (issue 15), and open, close or reopen it. Every save and status move
 * sends the version the edit started from; if someone else saved in between (409) the form keeps
 * every word typed here and offers to load their version instead. The rules and their messages are
 * the contract's (contracts/api/openings.ts), checked here and again by the server.
 */
export function OpeningForm({
  opening,
  onSaved,
  onReload,
}: {
  opening?: StaffOpening;
  onSaved: (opening: StaffOpening, created: boolean) => void;
  onReload: () => Promise<StaffOpening | undefined>;
}) {
  const id = useId();
  const form = useForm<OpeningFormValues, unknown, OpeningInputData>({
    defaultValues: toOpeningFormValues(opening),
    mode: "onTouched",
    resolver: openingFormResolver,
  });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  // Controlled, so the stored type shows whenever the form is (re)set, before or after the options exist.
  const employmentType = useWatch({ control, name: "employmentType" });
  const save = useSaveOpening(opening?.id ?? null);
  const move = useOpeningStatus();
  const { blocker, leavingRef } = useUnsavedGuard(isDirty);
  const { titleField, slugField } = useSlugFromTitle(form, Boolean(opening));
  const { conflict, formError, run, loadTheirs } = useVersionedEditor({
    record: opening,
    form,
    toValues: toOpeningFormValues,
    noun: "opening",
    messages: openingMessages,
    onReload,
  });

  const saveValues = async (values: OpeningInputData) => {
    const saved = await run((version) => save.mutateAsync({ input: values, version }), values);
    if (!saved) return;
    reset(toOpeningFormValues(saved));
    void notify("success", opening ? "Opening saved" : "Opening created as a draft");
    // The just-saved form is clean, whatever the blocker's last render saw.
    leavingRef.current = !opening;
    onSaved(saved, !opening);
  };
  // handleSubmit is called as the form is sent, not while rendering: saving reads and writes refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saveValues)(event);

  /** A status move keeps whatever is typed: only the status and the version change. */
  const moveTo = async (status: OpeningStatus) => {
    if (!opening) return;
    const moved = await run((version) => move.mutateAsync({ id: opening.id, status, version: version ?? opening.version }));
    if (moved) void notify("success", `“${moved.title}” is ${moved.status}`);
  };

  const number = (name: "experienceMinYears" | "experienceMaxYears" | "salaryMin" | "salaryMax", label: string, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(aria) => <input {...aria} {...register(name)} inputMode="numeric" autoComplete="off" className={inputClass} />}
    </FormField>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-describedby={conflict || formError ? `${id}-alert` : undefined} className="grid gap-6">
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />

        <SectionCard title="Role">
          <div className="grid gap-5">
            <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
              {(aria) => <input {...aria} {...titleField} className={inputClass} />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id={`${id}-slug`}
                label="Slug"
                hint="The address: /careers/your-slug. Lower-case letters, digits and hyphens."
                error={errors.slug?.message}
              >
                {(aria) => <input {...aria} {...slugField} spellCheck={false} autoCapitalize="none" className={inputClass} />}
              </FormField>
              <FormField id={`${id}-department`} label="Department" error={errors.department?.message}>
                {(aria) => <input {...aria} {...register("department")} className={inputClass} />}
              </FormField>
            </div>
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField id={`${id}-type`} label="Employment type" error={errors.employmentType?.message}>
                {(aria) => (
                  <select {...aria} {...register("employmentType")} value={employmentType} className={inputClass}>
                    <option value="">Choose…</option>
                    {employmentTypes.map((type) => (
                      <option key={type} value={type}>
                        {employmentTypeLabels[type]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {number("experienceMinYears", "Minimum experience (years)")}
              {number("experienceMaxYears", "Maximum experience (years)", "Leave empty for no upper bound.")}
            </div>
            <FormField
              id={`${id}-summary`}
              label="Summary"
              hint={`One or two sentences for the listing and search results; at most ${openingLimits.summaryMax} characters.`}
              error={errors.summary?.message}
            >
              {(aria) => <textarea {...aria} rows={3} {...register("summary")} className={inputClass} />}
            </FormField>
          </div>
        </SectionCard>

        <SectionCard title="Location, salary and dates">
          <div className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id={`${id}-city`} label="City" error={errors.city?.message}>
                {(aria) => <input {...aria} {...register("city")} className={inputClass} />}
              </FormField>
              <FormField id={`${id}-region`} label="State" error={errors.region?.message}>
                {(aria) => <input {...aria} {...register("region")} className={inputClass} />}
              </FormField>
            </div>
            <label className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" {...register("remote")} className="size-4 accent-[var(--primary)]" />
              Remote: the role can be done away from an office
            </label>
            <div className="grid gap-5 sm:grid-cols-3">
              {number("salaryMin", "Minimum salary (₹)", "Leave both empty to publish no salary.")}
              {number("salaryMax", "Maximum salary (₹)", "Optional.")}
              <FormField id={`${id}-period`} label="Salary per" error={errors.salaryPeriod?.message}>
                {(aria) => (
                  <select {...aria} {...register("salaryPeriod")} className={inputClass}>
                    <option value="year">Year</option>
                    <option value="month">Month</option>
                  </select>
                )}
              </FormField>
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id={`${id}-posted`} label="Posting date" error={errors.postedOn?.message}>
                {(aria) => <input {...aria} type="date" {...register("postedOn")} className={inputClass} />}
              </FormField>
              <FormField
                id={`${id}-closes`}
                label="Closing date"
                hint="The last day applications are taken."
                error={errors.closesOn?.message}
              >
                {(aria) => <input {...aria} type="date" {...register("closesOn")} className={inputClass} />}
              </FormField>
            </div>
          </div>
        </SectionCard>

        <SectionCard title="Description, responsibilities and requirements">
          <SectionsEditor limits={openingLimits} noun="opening" />
        </SectionCard>

        <SectionCard title="Versions in other languages">
          <OpeningTranslationsEditor />
        </SectionCard>

        <EditorFooter
          isDirty={isDirty}
          isSubmitting={isSubmitting}
          editing={Boolean(opening)}
          noun="opening"
          idleNote="A new opening is saved as a draft; publish it when it is ready."
        >
          {opening &&
            openingTransitions[opening.status].map((to) => (
              <Button key={to} type="button" variant="outline" disabled={move.isPending || isSubmitting} onClick={() => void moveTo(to)}>
                {statusActionLabel(opening.status, to)} opening
              </Button>
            ))}
        </EditorFooter>
      </form>
      <LeaveDialog blocker={blocker} noun="opening" />
    </FormProvider>
  );
}
