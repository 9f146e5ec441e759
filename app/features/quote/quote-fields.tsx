import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { BackChevron, ForwardChevron } from "#app/components/ui/direction-icons";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { RequiredNote } from "#app/components/forms/required-note";
import { SubmitButton } from "#app/components/forms/submit-button";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { useFormCopy } from "#app/i18n/form-copy";
import { useI18n } from "#app/i18n/i18n-provider";
import { fill } from "#contracts/fill";
import { CargoStep } from "./cargo-step";
import { ContactStep } from "./contact-step";
import { ExtrasStep } from "./extras-step";
import { usePlaces } from "./place-combobox";
import { stepErrors, toQuoteInput } from "./quote-draft";
import { QuoteReceived } from "./quote-received";
import type { QuoteStepProps } from "./quote-step-props";
import { QuoteStepper } from "./quote-stepper";
import { sendQuote } from "./send-quote";
import { ShipmentStep } from "./shipment-step";
import { steps, useQuoteDraft } from "./use-quote-draft";

/** The /quote request (issue 14): four steps, each checked with the shared contract before the next. */
export default function QuoteFields() {
  const id = useId();
  const { copy, say } = useFormCopy("quote");
  const { lang } = useI18n();
  const { ui } = copy;
  const hydrated = useHydrated();
  const { places, load: loadPlaces } = usePlaces();
  const fieldId = (path: string) => `${id}-${path.replace(/\./g, "-")}`;
  const { editing, step, errors, reference, heading, done, show, next, received, restart, ...quote } = useQuoteDraft(fieldId);
  const { draft } = editing;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  if (reference) return <QuoteReceived reference={reference} copy={copy} heading={done} onRestart={restart} />;

  // zod and the API answer in English; the buyer reads the page's language.
  const stepProps: QuoteStepProps = { ...editing, ui, fieldId, error: (path) => say(errors[path]) };
  const current = steps[step];

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      method="post"
      aria-label={ui.formLabel}
      className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <QuoteStepper step={step} ui={ui} />

      <h3 ref={heading} tabIndex={-1} className="mt-8 text-xl font-bold tracking-tight focus:outline-none">
        {fill(ui.stepHeading, { number: step + 1, count: steps.length, title: ui.steps[current] })}
      </h3>
      <RequiredNote copy={copy.common} className="mt-1" />

      <div className="mt-6">
        {current === "shipment" && <ShipmentStep {...stepProps} places={places} loadPlaces={loadPlaces} hydrated={hydrated} />}
        {current === "cargo" && <CargoStep {...stepProps} places={places} />}
        {current === "extras" && <ExtrasStep {...stepProps} />}
        {current === "contact" && <ContactStep {...stepProps} />}
      </div>

      {failure && (
        <p role="alert" className="mt-6 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}

      <div className="mt-8 flex flex-wrap items-center gap-3">
        {step > 0 && (
          <Button type="button" variant="outline" size="lg" onClick={() => goTo(step - 1)}>
            <BackChevron aria-hidden="true" /> {ui.back}
          </Button>
        )}
        {step < steps.length - 1 ? (
          <Button type="submit" size="lg" disabled={!hydrated}>
            {fill(ui.next, { title: ui.steps[steps[step + 1]] })} <ForwardChevron aria-hidden="true" />
          </Button>
        ) : (
          <div className="-mt-6">
            <SubmitButton busy={busy} hydrated={hydrated} label={ui.button} busyLabel={ui.buttonBusy} />
          </div>
        )}
      </div>
      {step === steps.length - 1 && <PrivacyNotice text={copy.notice} linkText={copy.privacyLink} className="mt-4" />}
      <Honeypot ref={honeypot} id={id} label={copy.common.honeypotLabel} />
    </form>
  );
}
