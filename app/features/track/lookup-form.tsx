import { useState, type FormEvent } from "react";
import { Field, controlClassName, leftToRightControl } from "#app/components/forms/field";
import { SubmitButton } from "#app/components/forms/submit-button";
import { useHydrated } from "#app/components/forms/use-hydrated";
import type { TrackCopy } from "#app/content/track";
import { trackLimits } from "#contracts/api/tracking-codes";
import { trackAnchors } from "./track-answer";
import { TrackFormCard } from "./track-form-card";
import type { TrackProblem } from "./track-api";

type Values = { reference: string; email: string };

/**
 * "Track your shipment": the reference and the customer's e-mail address. With JavaScript `onLookUp` asks the API and
 * the page shows the answer; without, the form posts to the page, whose action asks the same route (decision 025)
 * and answers with `served` (the values as typed and the problem, if any).
 */
export function LookupForm({
  copy,
  served,
  onLookUp,
}: {
  copy: TrackCopy;
  served?: { values: Values; problem?: TrackProblem };
  onLookUp: (values: Values) => Promise<TrackProblem | null>;
}) {
  const l = copy.lookup;
  const [values, setValues] = useState<Values>(served?.values ?? { reference: "", email: "" });
  const [missing, setMissing] = useState<Partial<Record<keyof Values, string>>>({});
  const [problem, setProblem] = useState<TrackProblem | null>(served?.problem ?? null);
  const [busy, setBusy] = useState(false);
  // Without JavaScript the browser checks the fields before the post; with it, the form says what is missing itself.
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const typed = { reference: values.reference.trim(), email: values.email.trim() };
    const absent = {
      ...(typed.reference ? {} : { reference: l.referenceRequired }),
      ...(typed.email ? {} : { email: l.emailRequired }),
    };
    setMissing(absent);
    setProblem(null);
    if (absent.reference || absent.email) {
      form.querySelector<HTMLInputElement>(`[name="${absent.reference ? "reference" : "email"}"]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await onLookUp(typed);
    setBusy(false);
    setProblem(answer);
  }

  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (missing[name]) setMissing((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <TrackFormCard
      intent="lookup"
      heading={l.heading}
      intro={l.intro}
      action={`#${trackAnchors.result}`}
      onSubmit={submit}
      noValidate={hydrated}
    >
      <div className="mt-5 space-y-5">
        <Field id="track-reference" label={l.reference} error={missing.reference} required>
          {(control) => (
            <input
              {...control}
              name="reference"
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={trackLimits.referenceMax}
              value={values.reference}
              onChange={set("reference")}
              {...leftToRightControl(controlClassName(Boolean(missing.reference)))}
            />
          )}
        </Field>
        <Field id="track-email" label={l.email} error={missing.email} required>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              required
              inputMode="email"
              autoComplete="email"
              maxLength={trackLimits.emailMax}
              value={values.email}
              onChange={set("email")}
              {...leftToRightControl(controlClassName(Boolean(missing.email)))}
            />
          )}
        </Field>
      </div>
      <SubmitButton busy={busy} label={l.button} busyLabel={l.busy} />
      <div role="alert" className="empty:hidden">
        {problem && <p className="mt-4 text-sm font-medium text-destructive">{copy.errors[problem]}</p>}
      </div>
    </TrackFormCard>
  );
}
