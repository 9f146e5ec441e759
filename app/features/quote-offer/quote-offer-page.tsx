import { lazy, Suspense, useState } from "react";
import { ContactCta } from "#app/components/layout/contact-cta";
import { Button } from "#app/components/ui/button";
import type { ContentOf } from "#app/content/localized";
import { Link } from "#app/i18n/link";
import { fill } from "#contracts/fill";
import type { QuoteOfferView } from "#contracts/quote-offer-reader";
import type { Answered, AnswerForm } from "./answer-forms";
import { Notice } from "./notice";
import { outcomeOfCode, sayAnswer } from "./post-answer";

type Copy = ContentOf<"quote-offer">["quoteOfferCopy"];

/**
 * The answer forms' code loads beside the page rather than in its first-render JavaScript: the HTML already shows
 * the forms (they post without scripts), which hydrate when the chunk arrives.
 */
const AnswerForms = lazy(() => import("./answer-forms"));

const answerForms: readonly string[] = ["accept", "decline", "ask"] satisfies AnswerForm[];

/** What a plain form post came back with (`?result=<code>&form=<form>`), as the in-place answer would show it. */
export function answeredFrom(result: string | null, form: string | null): Answered | null {
  if (!result || !form || !answerForms.includes(form)) return null;
  return { form: form as AnswerForm, outcome: outcomeOfCode(result) };
}

/**
 * The priced quote as its personal link shows it (issue 31): where it stands, what it costs and covers, and while it
 * is open the buyer's three answers. An accept or decline answered in place closes the forms, as the page read
 * afresh would.
 */
export function QuoteOfferPage({
  copy,
  view,
  token,
  lang,
  initial,
}: {
  copy: Copy;
  view: QuoteOfferView | null;
  token: string;
  lang: string;
  initial: Answered | null;
}) {
  const [answered, setAnswered] = useState<Answered | null>(initial);
  const say = (code: string) => sayAnswer(copy.messages, code);
  const decided = answered?.outcome.kind === "done" && answered.form !== "ask";
  const newRequest = (
    <Button asChild variant="primary">
      <Link to="/quote">{copy.newRequest}</Link>
    </Button>
  );

  const state = view?.state ?? "invalid";
  const stateText =
    state === "accepted" && view?.acceptance
      ? fill(copy.states.accepted.text, view.acceptance)
      : state === "expired" && view
        ? fill(copy.states.expired.text, { date: view.validUntil })
        : state !== "open" && state !== "accepted"
          ? copy.states[state].text
          : null;

  return (
    <>
      <section className="bg-brand-navy pt-16 text-white">
        <div className="mx-auto max-w-7xl px-page py-12 md:py-16">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{copy.metaTitle}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {view ? <Reference template={copy.heading} reference={view.reference} /> : copy.states.invalid.heading}
          </h1>
        </div>
      </section>
      <div className="mx-auto max-w-4xl space-y-8 px-page py-12 sm:py-16">
        {decided && answered.outcome.kind === "done" && (
          <Notice tone="success" heading={say(answered.outcome.code)} focus={answered !== initial}>
            {answered.form === "decline" && (
              <>
                <p>{copy.states.declined.text}</p>
                {newRequest}
              </>
            )}
          </Notice>
        )}
        {!decided && state !== "open" && (
          <Notice tone={state === "accepted" ? "success" : "warning"} heading={copy.states[state].heading}>
            {stateText && <p>{stateText}</p>}
            {state !== "accepted" && newRequest}
          </Notice>
        )}
        {view && (
          <article
            aria-labelledby="offer-heading"
            className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
          >
            <p id="offer-heading" className="text-base leading-relaxed">
              {fill(copy.lead, { name: view.name, company: view.company })}
            </p>
            <dl className="mt-6 grid gap-6 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-medium text-muted-foreground">{copy.price}</dt>
                <dd className="mt-1 text-3xl font-bold tracking-tight" dir="ltr">
                  <span className="rtl:block rtl:text-right">{view.price}</span>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-medium text-muted-foreground">{copy.validUntil}</dt>
                <dd className="mt-1 text-xl font-semibold">{view.validUntil}</dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-sm font-medium text-muted-foreground">{copy.terms}</dt>
                <dd className="mt-1 text-base leading-relaxed whitespace-pre-line">
                  <bdi>{view.terms}</bdi>
                </dd>
              </div>
            </dl>
            <h2 className="mt-8 text-lg font-semibold">{copy.summaryHeading}</h2>
            <dl className="mt-3 divide-y divide-border text-sm">
              {view.summary.map((line) => (
                <div key={line.label} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
                  <dt className="font-medium text-muted-foreground">{line.label}</dt>
                  <dd className="whitespace-pre-line">
                    <bdi>{line.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        )}
        {view?.state === "open" && !decided && (
          <Suspense fallback={<div aria-hidden="true" className="mt-12 min-h-[52rem] rounded-lg border border-border bg-card" />}>
            <AnswerForms copy={copy} token={token} lang={lang} company={view.company} answered={answered} onAnswer={setAnswered} />
          </Suspense>
        )}
      </div>
      <ContactCta />
    </>
  );
}

/**
 * "Quote {reference}" with the reference kept whole and left to right: in an Arabic heading "TGL-Q-2026-000002" was
 * broken at a hyphen and its parts shown in the wrong order.
 */
function Reference({ template, reference }: { template: string; reference: string }) {
  const [before = "", after = ""] = template.split("{reference}");
  return (
    <>
      {before}
      <bdi dir="ltr" className="whitespace-nowrap">
        {reference}
      </bdi>
      {after}
    </>
  );
}
