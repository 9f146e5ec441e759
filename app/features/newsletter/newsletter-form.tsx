import { lazy, Suspense } from "react";
import type { FormAnswer } from "#app/components/forms/form-answer";

const SubscribeForm = lazy(() => import("./subscribe-form"));

/**
 * The footer's newsletter form. The footer is on every page, so its code is
 * not part of any page's first-render JavaScript: prerendered HTML shows the
 * form at once and it hydrates when its chunk arrives. The fallback (client
 * navigation before the chunk loads) keeps the form's height. Its copy on a page
 * that is not in English comes with the root's data (root.tsx's loader, read by useFormCopy).
 */
export function NewsletterForm({ answer }: { answer?: FormAnswer }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-4 h-36 sm:h-24" />}>
      <SubscribeForm answer={answer} />
    </Suspense>
  );
}
