import { lazy, Suspense } from "react";
import type { FormAnswer } from "#app/components/forms/form-answer";

const QuoteFields = lazy(() => import("./quote-fields"));

/**
 * The /quote request form. Its code (the contract, the steps) loads beside the page rather than in
 * its first-render JavaScript, as the contact form's does; the place list loads later still, when a
 * place field is first used. The fallback keeps the form's height for client-side navigation.
 * `answer` is the page's answer to the form posted without JavaScript (issue 28).
 */
export function QuoteForm({ answer }: { answer?: FormAnswer }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[36rem] rounded-lg border border-border bg-card" />}>
      <QuoteFields answer={answer} />
    </Suspense>
  );
}
