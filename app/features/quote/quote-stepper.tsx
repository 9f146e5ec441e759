import { Check } from "lucide-react";
import type { QuoteFormCopy } from "#app/content/forms-quote";
import { cn } from "#app/lib/cn";
import { steps } from "./use-quote-draft";
import { withoutScript } from "./without-script";

/** The four steps, the current one marked (aria-current) and the ones behind ticked; not shown without script. */
export function QuoteStepper({ step, ui, hydrated }: { step: number; ui: QuoteFormCopy; hydrated: boolean }) {
  return (
    <ol className="grid grid-cols-4 gap-2" aria-label={ui.stepsLabel} {...(hydrated ? {} : withoutScript("hidden"))}>
      {steps.map((key, index) => (
        <li
          key={key}
          aria-current={index === step ? "step" : undefined}
          className="flex flex-col items-center gap-1 text-center text-xs sm:text-sm"
        >
          <span
            className={cn(
              "inline-flex size-8 items-center justify-center rounded-full border-2 font-semibold",
              index < step && "border-primary bg-primary text-primary-foreground",
              index === step && "border-primary text-primary",
              index > step && "border-border text-muted-foreground",
            )}
          >
            {index < step ? <Check aria-hidden="true" className="size-4" /> : index + 1}
          </span>
          <span className={cn(index === step ? "font-semibold" : "text-muted-foreground")}>
            {ui.steps[key]}
            {index < step && <span className="sr-only">{ui.stepDone}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
