import { ArrowDown } from "lucide-react";
import { lazy, Suspense } from "react";
import type { FormAnswer } from "#app/components/forms/form-answer";
import { Button } from "#app/components/ui/button";
import { jumpTo } from "#app/lib/scroll-to-section";
import type { AppliedOpening } from "./application-fields";

const ApplicationFields = lazy(() => import("./application-fields"));

/**
 * The /careers application form. Its code (form library and schema) loads
 * beside the page rather than in its first-render JavaScript: the HTML
 * already shows the form, which hydrates when the chunk arrives. The
 * fallback keeps the form's height for client-side navigation. On an opening's page the form
 * applies for that opening (issue 15).
 */
export function CareersForm({ opening, answer }: { opening?: AppliedOpening; answer?: FormAnswer }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[56rem] rounded-lg border border-border bg-card sm:min-h-[50rem]" />}>
      <ApplicationFields opening={opening} answer={answer} />
    </Suspense>
  );
}

/** The hero's "Apply now": down to this form (`#apply`), whose heading takes the focus. */
export function ApplyNowButton({ label }: { label: string }) {
  return (
    <Button asChild variant="accent" size="lg">
      <a href="#apply" onClick={jumpTo("apply")}>
        {label}
        <ArrowDown aria-hidden="true" />
      </a>
    </Button>
  );
}
