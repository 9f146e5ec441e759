import { lazy, Suspense } from "react";

const QuoteFields = lazy(() => import("./quote-fields"));

/**
 * The /quote request form. Its code (the contract, the steps) loads beside the page rather than in
 * its first-render JavaScript, as the contact form's does; the place list loads later still, when a
 * place field is first used. The fallback keeps the form's height for client-side navigation.
 */
export function QuoteForm() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[36rem] rounded-lg border border-border bg-card" />}>
      <QuoteFields />
    </Suspense>
  );
}
