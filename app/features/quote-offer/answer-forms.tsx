import { Loader2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { controlClassName, errorIdOf, Field } from "#app/components/forms/field";
import { Button } from "#app/components/ui/button";
import type { ContentOf } from "#app/content/localized";
import { cn } from "#app/lib/cn";
import { quoteOfferLimits, quoteOfferPaths } from "#contracts/forms/quote-offer-fields";
import { fill } from "#contracts/fill";
import { postAnswer, sayAnswer, type AnswerOutcome } from "./post-answer";

type Copy = ContentOf<"quote-offer">["quoteOfferCopy"];
export type AnswerForm = "accept" | "decline" | "ask";

/** The answer of one form as the page shows it: the server's code, for `form` (a plain post comes back with it in the URL). */
export interface Answered {
  form: AnswerForm;
  outcome: AnswerOutcome;
}

/**
 * The buyer's three answers to an open quote (issue 31). Each is a plain form posting to the API, which sends the
 * browser back to the page with the outcome; with scripts it is posted in place and its answer shown here. Loaded
 * beside the page (quote-offer-page.tsx), as the contact form's fields are.
 */
export default function AnswerForms({
  copy,
  token,
  lang,
  company,
  answered,
  onAnswer,
}: {
  copy: Copy;
  token: string;
  lang: string;
  company: string;
  answered: Answered | null;
  onAnswer: (answer: Answered) => void;
}) {
  const kit = useAnswerKit({ copy, token, lang, answered, onAnswer });
  return (
    <section aria-labelledby="answer-heading" id="answer" className="mt-12 scroll-mt-24">
      <h2 id="answer-heading" className="text-2xl font-bold tracking-tight">
        {copy.answerHeading}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AcceptForm kit={kit} company={company} />
        <DeclineForm kit={kit} />
        <AskForm kit={kit} />
      </div>
    </section>
  );
}

/** What the three forms share: the post in place, the busy state, the answer's errors and failures, the hidden fields and the button. */
function useAnswerKit({
  copy,
  token,
  lang,
  answered,
  onAnswer,
}: {
  copy: Copy;
  token: string;
  lang: string;
  answered: Answered | null;
  onAnswer: (answer: Answered) => void;
}) {
  const [busy, setBusy] = useState<AnswerForm | null>(null);
  const say = (code: string) => sayAnswer(copy.messages, code);
  const errorOf = (form: AnswerForm, field: string) =>
    answered?.form === form && answered.outcome.kind === "fields" && answered.outcome.errors[field]
      ? say(answered.outcome.errors[field])
      : undefined;

  const send = (form: AnswerForm, path: string) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    setBusy(form);
    const outcome = await postAnswer(path, element);
    setBusy(null);
    if (form === "ask" && outcome.kind === "done") element.reset();
    onAnswer({ form, outcome });
  };

  /** A refusal or failure of this form's post, above its button. */
  const failure = (form: AnswerForm) => {
    if (answered?.form !== form) return null;
    const { outcome } = answered;
    if (outcome.kind === "refused" || outcome.kind === "unavailable")
      return (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {say(outcome.code)}
        </p>
      );
    return null;
  };

  const hidden = (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="lang" value={lang} />
    </>
  );
  const submit = (form: AnswerForm, label: string, variant: "primary" | "outline") => (
    <Button type="submit" size="lg" variant={variant} className="mt-6 w-full sm:w-auto" disabled={busy !== null}>
      {busy === form && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {busy === form ? copy.busy : label}
    </Button>
  );

  return { copy, answered, say, errorOf, send, failure, hidden, submit };
}

type AnswerKit = ReturnType<typeof useAnswerKit>;

function AcceptForm({ kit, company }: { kit: AnswerKit; company: string }) {
  const { copy, errorOf, send, failure, hidden, submit } = kit;
  const consentError = errorOf("accept", "consent");
  return (
    <Card title={copy.accept.heading} className="lg:col-span-2">
      <form method="post" action={quoteOfferPaths.accept} onSubmit={send("accept", quoteOfferPaths.accept)}>
        {hidden}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="offer-name" label={copy.accept.name} required error={errorOf("accept", "name")}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                required
                maxLength={quoteOfferLimits.nameMax}
                autoComplete="name"
                className={controlClassName(!!errorOf("accept", "name"))}
              />
            )}
          </Field>
          <Field id="offer-po" label={copy.accept.purchaseOrder} error={errorOf("accept", "purchaseOrder")}>
            {(control) => (
              <input
                {...control}
                name="purchaseOrder"
                type="text"
                maxLength={quoteOfferLimits.purchaseOrderMax}
                className={controlClassName(!!errorOf("accept", "purchaseOrder"))}
              />
            )}
          </Field>
        </div>
        <div className="mt-5 flex items-start gap-3">
          <input
            id="offer-consent"
            name="consent"
            type="checkbox"
            value="on"
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? errorIdOf("offer-consent") : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <label htmlFor="offer-consent" className="text-sm leading-relaxed">
            {fill(copy.accept.consent, { company })}
          </label>
        </div>
        {consentError && (
          <p id={errorIdOf("offer-consent")} role="alert" className="mt-1.5 text-sm text-destructive">
            {consentError}
          </p>
        )}
        {failure("accept")}
        {submit("accept", copy.accept.button, "primary")}
      </form>
    </Card>
  );
}

function DeclineForm({ kit }: { kit: AnswerKit }) {
  const { copy, errorOf, send, failure, hidden, submit } = kit;
  const reasonError = errorOf("decline", "reason");
  return (
    <Card title={copy.decline.heading}>
      <form method="post" action={quoteOfferPaths.decline} onSubmit={send("decline", quoteOfferPaths.decline)}>
        {hidden}
        <fieldset aria-describedby={reasonError ? errorIdOf("offer-reason") : undefined}>
          <legend className="text-sm font-medium">{copy.decline.reason}</legend>
          <div className="mt-3 space-y-2.5">
            {copy.decline.reasons.map((reason) => (
              <label key={reason.value} className="flex items-start gap-3 text-sm">
                <input type="radio" name="reason" value={reason.value} required className="mt-0.5 size-4 shrink-0 accent-primary" />
                {reason.label}
              </label>
            ))}
          </div>
          {reasonError && (
            <p id={errorIdOf("offer-reason")} role="alert" className="mt-1.5 text-sm text-destructive">
              {reasonError}
            </p>
          )}
        </fieldset>
        <Field id="offer-details" label={copy.decline.details} error={errorOf("decline", "details")} className="mt-5">
          {(control) => (
            <textarea
              {...control}
              name="details"
              rows={3}
              maxLength={quoteOfferLimits.detailsMax}
              className={controlClassName(!!errorOf("decline", "details"))}
            />
          )}
        </Field>
        {failure("decline")}
        {submit("decline", copy.decline.button, "outline")}
      </form>
    </Card>
  );
}

function AskForm({ kit }: { kit: AnswerKit }) {
  const { copy, answered, say, errorOf, send, failure, hidden, submit } = kit;
  return (
    <Card title={copy.ask.heading}>
      <form method="post" action={quoteOfferPaths.ask} onSubmit={send("ask", quoteOfferPaths.ask)}>
        {hidden}
        <Field id="offer-question" label={copy.ask.question} hint={copy.ask.hint} required error={errorOf("ask", "question")}>
          {(control) => (
            <textarea
              {...control}
              name="question"
              rows={5}
              required
              maxLength={quoteOfferLimits.questionMax}
              className={controlClassName(!!errorOf("ask", "question"))}
            />
          )}
        </Field>
        {answered?.form === "ask" && answered.outcome.kind === "done" && (
          <p role="status" className="mt-4 text-sm font-medium text-success">
            {say(answered.outcome.code)}
          </p>
        )}
        {failure("ask")}
        {submit("ask", copy.ask.button, "outline")}
      </form>
    </Card>
  );
}

function Card({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8", className)}>
      <h3 className="mb-5 text-lg font-semibold">{title}</h3>
      {children}
    </div>
  );
}
