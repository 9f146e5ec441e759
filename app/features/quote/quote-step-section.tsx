import type { ReactNode, Ref } from "react";
import { RequiredNote } from "#app/components/forms/required-note";
import type { QuoteCopy } from "#app/i18n/form-copy";
import { withoutScript } from "./without-script";

/**
 * One step of the quote form as a fieldset named by its heading ("Step 2 of 4: Cargo"). The stepper shows the
 * current one; the served HTML holds every step, the others shown only without script (issue 28).
 */
export function QuoteStepSection({
  title,
  current,
  heading,
  copy,
  children,
}: {
  title: string;
  current: boolean;
  /** The current step's heading, focused when the step changes. */
  heading?: Ref<HTMLHeadingElement>;
  copy: QuoteCopy;
  children: ReactNode;
}) {
  return (
    <fieldset className="mt-8 min-w-0" {...(current ? {} : withoutScript("only"))}>
      <legend className="w-full">
        <h3 ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight focus:outline-none">
          {title}
        </h3>
      </legend>
      {current && <RequiredNote copy={copy.common} className="mt-1" />}
      <div className="mt-6">{children}</div>
    </fieldset>
  );
}
