import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { BackChevron, ForwardChevron } from "#app/components/ui/direction-icons";
import { answerIdOf, FormAnswerNotice, type FormAnswer } from "#app/components/forms/form-answer";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { SubmitButton } from "#app/components/forms/submit-button";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { useFormCopy } from "#app/i18n/form-copy";
import { useI18n } from "#app/i18n/i18n-provider";
import { fill } from "#contracts/fill";
import type { QuoteStep } from "#contracts/forms/quote";
import { quoteDraftOf, toQuoteInput } from "#contracts/forms/quote-draft";
import { CargoStep } from "./cargo-step";
import { ContactStep } from "./contact-step";
import { ExtrasStep } from "./extras-step";
import { usePlaces } from "./place-combobox";
import { stepErrors } from "./quote-draft";
import { QuoteErrorList } from "./quote-error-list";
import { QuoteReceived } from "./quote-received";
import type { QuoteStepProps } from "./quote-step-props";
import { QuoteStepSection } from "./quote-step-section";
import { QuoteStepper } from "./quote-stepper";
import { sendQuote } from "./send-quote";
import { ShipmentStep } from "./shipment-step";
import { steps, useQuoteDraft, type ServedQuote } from "./use-quote-draft";
import { withoutScript } from "./without-script";

const answerId = answerIdOf("quote");

/** The page's answer to the form posted without JavaScript, as the form's starting point. */
function servedQuote(answer: FormAnswer | undefined): ServedQuote | undefined {
  if (!answer) return undefined;
  if (answer.ok) return { reference: answer.reference };
  return { draft: quoteDraftOf(answer.values), errors: Object.fromEntries(answer.errors.map((e) => [e.field, e.code])) };
}

/**
 * The /quote request (issue 14): four steps, each checked with the shared contract before the next. The served
 * HTML is the whole request as one form of four fieldsets, which without JavaScript posts to the page and is
 * answered by it (`answer`: issue 28, docs/decisions/025-forms-without-javascript.md).
 */
export default function QuoteFields({ answer }: { answer?: FormAnswer }) {
  const id = useId();
  const { copy, say } = useFormCopy("quote");
  const { lang } = useI18n();
  const { ui } = copy;
  const hydrated = useHydrated();
  const { places, load: loadPlaces } = usePlaces();
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, "-")}`;
  const [served] = useState(() => servedQuote(answer));
  const { editing, step, errors, reference, heading, done, show, next, received, restart, ...quote } = useQuoteDraft(fieldId, served);
  const { draft } = editing;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The page's answer above the fields, until the buyer sends again.
  const [shown, setShown] = useState(answer && !answer.ok ? answer : undefined);
  const honeypot = useRef<HTMLInputElement>(null);

  // A place the list knows (picked, or restored from the draft) loads the list for the CO₂ estimate.
  useEffect(() => {
    if (draft.originCode || draft.destinationCode) loadPlaces();
  }, [draft.originCode, draft.destinationCode, loadPlaces]);

  const goTo = (next: number) => {
    setFailure(null);
    quote.goTo(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShown(undefined);
    if (step < steps.length - 1) {
      if (next()) setFailure(null);
      return;
    }
    const found = stepErrors(draft);
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    setFailure(null);
    const outcome = await sendQuote(toQuoteInput(draft), honeypot.current?.value ?? "", lang);
    setBusy(false);
    if (outcome.ok) return received(outcome.reference);
    setFailure(say(outcome.code, outcome.message));
    if (outcome.errors.length > 0) show(Object.fromEntries(outcome.errors.map((e) => [e.field, e.code])));
  };

  if (reference)
    return <QuoteReceived id={answerId} reference={reference} copy={copy} heading={done} hydrated={hydrated} onRestart={restart} />;

  // zod and the API answer in English; the buyer reads the page's language.
  const stepProps: QuoteStepProps = { ...editing, ui, fieldId, error: (path) => say(errors[path]), hydrated };
  const content: Record<QuoteStep, () => ReactNode> = {
    shipment: () => <ShipmentStep {...stepProps} places={places} loadPlaces={loadPlaces} />,
    cargo: () => <CargoStep {...stepProps} places={places} />,
    extras: () => <ExtrasStep {...stepProps} />,
    contact: () => <ContactStep {...stepProps} />,
  };
  const last = step === steps.length - 1;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      method="post"
      action={`#${answerId}`}
      aria-label={ui.formLabel}
      className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <QuoteStepper step={step} ui={ui} hydrated={hydrated} />
      {shown && (
        <>
          <FormAnswerNotice id={answerId} answer={shown} focus={false} say={say} />
          {!hydrated && <QuoteErrorList errors={shown.errors} fieldId={fieldId} say={say} />}
        </>
      )}

      {steps.map((key, index) =>
        hydrated && index !== step ? null : (
          <QuoteStepSection
            key={key}
            title={fill(ui.stepHeading, { number: index + 1, count: steps.length, title: ui.steps[key] })}
            current={index === step}
            heading={index === step ? heading : undefined}
            copy={copy}
          >
            {content[key]()}
          </QuoteStepSection>
        ),
      )}

      {failure && (
        <p role="alert" className="mt-6 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}

      <div className="mt-8 flex flex-wrap items-center gap-3">
        {hydrated && step > 0 && (
          <Button type="button" variant="outline" size="lg" onClick={() => goTo(step - 1)}>
            <BackChevron aria-hidden="true" /> {ui.back}
          </Button>
        )}
        {/* Before Next, so Enter in a field sends the form without script; with script it is hidden, then gone. */}
        {(last || !hydrated) && (
          <div className="-mt-6" {...(last ? {} : withoutScript("only"))}>
            <SubmitButton busy={busy} label={ui.button} busyLabel={ui.buttonBusy} />
          </div>
        )}
        {!last && (
          <Button type="submit" size="lg" disabled={!hydrated} {...(hydrated ? {} : withoutScript("hidden"))}>
            {fill(ui.next, { title: ui.steps[steps[step + 1]] })} <ForwardChevron aria-hidden="true" />
          </Button>
        )}
      </div>
      {(last || !hydrated) && (
        <div {...(last ? {} : withoutScript("only"))}>
          <PrivacyNotice text={copy.notice} linkText={copy.privacyLink} className="mt-4" />
        </div>
      )}
      <Honeypot ref={honeypot} id={id} label={copy.common.honeypotLabel} />
    </form>
  );
}
