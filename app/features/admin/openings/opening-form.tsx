import { useFormContext, useWatch } from "react-hook-form";
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
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { statusActionLabel } from "./opening-actions";
import { SectionCard } from "../shared/section-card";
import { OpeningTranslationsEditor } from "./opening-translations-editor";
import { SlugField, TitleField, useEditorFieldId, VersionedEditor, type EditorActions } from "../shared/versioned-editor";

/**
 * Create or edit a job opening (issue 15), and open, close or reopen it, in the shared versioned editor. Every
 * save and status move sends the version the edit started from; if someone else saved in between (409) the form
 * keeps every word typed here and offers to load their version instead. The rules and their messages are the
 * contract's (contracts/api/openings.ts), checked here and again by the server.
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
  const save = useSaveOpening(opening?.id ?? null);
  const move = useOpeningStatus();

  /** A status move keeps whatever is typed: only the status and the version change. */
  const statusButtons = ({ run, isSubmitting }: EditorActions<StaffOpening>) => {
    if (!opening) return null;
    const moveTo = async (status: OpeningStatus) => {
      const moved = await run((version) => move.mutateAsync({ id: opening.id, status, version: version ?? opening.version }));
      if (moved) void notify("success", `“${moved.title}” is ${moved.status}`);
    };
    return openingTransitions[opening.status].map((to) => (
      <Button key={to} type="button" variant="outline" disabled={move.isPending || isSubmitting} onClick={() => void moveTo(to)}>
        {statusActionLabel(opening.status, to)} opening
      </Button>
    ));
  };

  return (
    <VersionedEditor<StaffOpening, OpeningFormValues, OpeningInputData>
      record={opening}
      noun="opening"
      toValues={toOpeningFormValues}
      resolver={openingFormResolver}
      messages={openingMessages}
      save={save.mutateAsync}
      savedNote={(existed) => (existed ? "Opening saved" : "Opening created as a draft")}
      onSaved={onSaved}
      onReload={onReload}
      sections={{
        title: "Description, responsibilities and requirements",
        limits: openingLimits,
        after: (
          <SectionCard title="Versions in other languages">
            <OpeningTranslationsEditor />
          </SectionCard>
        ),
      }}
      idleNote="A new opening is saved as a draft; publish it when it is ready."
      footerActions={statusButtons}
    >
      <OpeningRole />
      <OpeningPlaceAndPay />
    </VersionedEditor>
  );
}

type NumberName = "experienceMinYears" | "experienceMaxYears" | "salaryMin" | "salaryMax";

/** What each of the opening's cards reads: the editor's field ids and the opening's form. */
function useOpeningFields() {
  const id = useEditorFieldId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OpeningFormValues>();
  return { id, register, control, errors };
}

function NumberField({ name, label, hint }: { name: NumberName; label: string; hint?: string }) {
  const { id, register, errors } = useOpeningFields();
  return (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
      {(aria) => <input {...aria} {...register(name)} inputMode="numeric" autoComplete="off" className={inputClass} />}
    </FormField>
  );
}

function OpeningRole() {
  const { id, register, control, errors } = useOpeningFields();
  // Controlled, so the stored type shows whenever the form is (re)set, before or after the options exist.
  const employmentType = useWatch({ control, name: "employmentType" });
  return (
    <SectionCard title="Role">
      <div className="grid gap-5">
        <TitleField error={errors.title?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SlugField address="/careers/your-slug" error={errors.slug?.message} />
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
          <NumberField name="experienceMinYears" label="Minimum experience (years)" />
          <NumberField name="experienceMaxYears" label="Maximum experience (years)" hint="Leave empty for no upper bound." />
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
  );
}

function OpeningPlaceAndPay() {
  const { id, register, errors } = useOpeningFields();
  return (
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
          <NumberField name="salaryMin" label="Minimum salary (₹)" hint="Leave both empty to publish no salary." />
          <NumberField name="salaryMax" label="Maximum salary (₹)" hint="Optional." />
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
          <FormField id={`${id}-closes`} label="Closing date" hint="The last day applications are taken." error={errors.closesOn?.message}>
            {(aria) => <input {...aria} type="date" {...register("closesOn")} className={inputClass} />}
          </FormField>
        </div>
      </div>
    </SectionCard>
  );
}
