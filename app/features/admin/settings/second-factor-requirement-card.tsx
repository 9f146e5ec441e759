import { useId } from "react";
import { notify } from "#app/lib/notify";
import { useSaveSecondFactorRequirement, useSecondFactor } from "./second-factor-api";
import { SectionCard } from "../shared/section-card";

/** Administrators: require a second factor of every staff account (decision 023). Saved as it is switched. */
export function SecondFactorRequirementCard() {
  const id = useId();
  const { data: status } = useSecondFactor();
  const save = useSaveSecondFactorRequirement();
  if (!status) return null;
  return (
    <SectionCard title="Second factor for everyone" className="max-w-2xl">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={save.isPending ? save.variables : status.requiredForEveryone}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={async (event) => {
            const required = event.target.checked;
            try {
              await save.mutateAsync(required);
              void notify("success", required ? "Every account now needs a second factor" : "A second factor is now optional");
            } catch (failure) {
              void notify("error", failure instanceof Error ? failure.message : "The setting could not be saved.");
            }
          }}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            Require a second factor for every staff account
          </label>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
            An account without one can do nothing but set it up, from its next request on.
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
