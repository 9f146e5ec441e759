import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useRetention, useSaveRetention } from "#app/features/admin/settings/settings-api";
import { DetailList } from "#app/features/admin/shared/detail-list";
import { InputField } from "#app/features/admin/shared/form-field";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { SecondFactorCard } from "#app/features/admin/settings/second-factor-card";
import { SecondFactorRequirementCard } from "#app/features/admin/settings/second-factor-requirement-card";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { formatDateTime, formatNumber } from "#app/features/admin/shared/format";
import { notify } from "#app/lib/notify";
import { retentionLimits } from "#contracts/api/retention";

export const meta = () => adminMeta("Settings");

const { minMonths, maxMonths } = retentionLimits;

function checkMonths(text: string): string | null {
  if (text.trim() === "") return "Enter a number of months";
  const months = Number(text);
  if (!Number.isInteger(months) || months < minMonths || months > maxMonths)
    return `Enter a whole number from ${minMonths} to ${maxMonths}`;
  return null;
}

/**
 * Every member of staff sets up their own second factor here (decision 023); administrators also decide whether
 * everyone must, and how long applications are kept. While the set-up is required, it is all this screen shows.
 */
export default function Settings() {
  const { user, secondFactorSetupRequired } = useAuth();
  const administrator = user?.role === "admin" && !secondFactorSetupRequired;
  return (
    <>
      <PageHeader title="Settings" description="Your second factor, and how the staff area keeps personal data." />
      <div className="grid gap-6">
        <SecondFactorCard />
        {administrator && <SecondFactorRequirementCard />}
        {administrator && <RetentionSettings />}
      </div>
    </>
  );
}

function RetentionSettings() {
  const id = useId();
  const { data: setting, error, isPending, refetch } = useRetention();
  const save = useSaveRetention();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The field shows the stored value when it arrives and whenever it changes (a save, another staff member),
  // set while rendering so the empty field is never painted first.
  const [shownMonths, setShownMonths] = useState<number>();
  if (setting && setting.months !== shownMonths) {
    setShownMonths(setting.months);
    setText(String(setting.months));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkMonths(text);
    setFieldError(problem);
    if (problem) return document.getElementById(`${id}-months`)?.focus();
    try {
      const saved = await save.mutateAsync(Number(text));
      void notify("success", `Applications are now kept for ${saved.months} months`);
    } catch (failure) {
      setFieldError(failure instanceof Error ? failure.message : "The setting could not be saved.");
    }
  };

  return (
    <>
      {isPending && <Loading label="Loading settings…" />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {setting && (
        <SectionCard title="Application retention" className="max-w-2xl">
          <p className="mb-5 text-sm text-muted-foreground">
            Applications older than this, with their resumes and notes, are deleted automatically. The default is {setting.defaultMonths}{" "}
            months.
          </p>
          <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
            <InputField
              id={`${id}-months`}
              label="Keep applications for (months)"
              error={fieldError ?? undefined}
              className="w-full sm:w-64"
              type="number"
              inputMode="numeric"
              min={minMonths}
              max={maxMonths}
              step={1}
              value={text}
              onValue={(value) => {
                setText(value);
                setFieldError(null);
              }}
            />
            <Button type="submit" className="sm:mt-7" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save"}
            </Button>
          </form>
          <div className="mt-6 border-t border-border pt-5">
            <DetailList
              items={[
                { label: "Deletes applications received before", value: formatDateTime(setting.cutoff) },
                {
                  label: "Last clean-up",
                  value: setting.lastRun
                    ? `${formatDateTime(setting.lastRun.at)} (${formatNumber(setting.lastRun.deleted)} deleted)`
                    : "Not run yet",
                },
              ]}
            />
          </div>
        </SectionCard>
      )}
    </>
  );
}
