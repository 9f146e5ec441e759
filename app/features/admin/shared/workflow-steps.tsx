import { Check } from "lucide-react";
import { cn } from "#app/lib/cn";

export interface WorkflowStep<S extends string> {
  label: string;
  statuses: readonly S[];
}

/** Where a record is in its workflow: the steps done, the current one (aria-current) and those ahead. */
export function WorkflowSteps<S extends string>({
  label,
  steps,
  status,
  currentLabel,
}: {
  label: string;
  steps: readonly WorkflowStep<S>[];
  status: S;
  /** The current step's text when it differs from the step's label (an end step of two outcomes). */
  currentLabel: string;
}) {
  const current = steps.findIndex((step) => step.statuses.includes(status));
  return (
    <ol className="mb-4 grid gap-2 sm:grid-cols-4" aria-label={label}>
      {steps.map((step, index) => {
        const isCurrent = index === current;
        const done = index < current;
        return (
          <li
            key={step.label}
            aria-current={isCurrent ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-md border px-3 py-2 text-sm",
              isCurrent
                ? "border-primary bg-primary text-primary-foreground font-semibold"
                : done
                  ? "border-border bg-muted text-foreground"
                  : "border-dashed border-border text-muted-foreground",
            )}
          >
            {done && <Check aria-hidden="true" className="size-4 shrink-0" />}
            {isCurrent ? currentLabel : step.label}
            {done && <span className="sr-only"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
