import { lazy, Suspense } from "react";
import type { FormAnswer } from "#app/components/forms/form-answer";

const ContactFields = lazy(() => import("./contact-fields"));

/**
 * The /contact message form. Its code (form library and schema) loads
 * beside the page rather than in its first-render JavaScript: the HTML
 * already shows the form, which hydrates when the chunk arrives. The
 * fallback keeps the form's height for client-side navigation.
 */
export function ContactForm({ answer }: { answer?: FormAnswer }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[44rem] rounded-lg border border-border bg-card sm:min-h-[38rem]" />}>
      <ContactFields answer={answer} />
    </Suspense>
  );
}
