import { Check, Plus, Trash2 } from "lucide-react";
import { BackChevron, ForwardChevron } from "#app/components/ui/direction-icons";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { controlClassName, Field, FieldError, leftToRightControl } from "#app/components/forms/field";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { RequiredNote } from "#app/components/forms/required-note";
import { SubmitButton } from "#app/components/forms/submit-button";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { Slotted } from "#app/components/content/slotted";
import { useFormCopy } from "#app/i18n/form-copy";
import { fill } from "#contracts/fill";
import { useI18n } from "#app/i18n/i18n-provider";
import { cn } from "#app/lib/cn";
import { EMAIL_MAX, PHONE_FIELD_MAX } from "#contracts/forms/limits";
import {
  cargoCurrencies,
  containerTypes,
  dangerousGoodsClasses,
  earliestReadyDate,
  incoterms,
  packageTypes,
  quoteDirections,
  quoteExtras,
  quoteLimits,
  quoteModes,
  quoteSteps,
  type QuoteStep,
} from "#contracts/forms/quote";
import { PlaceCombobox, usePlaces } from "./place-combobox";
import { QuoteTotalsPanel } from "./quote-totals-panel";
import {
  clearDraft,
  emptyContainer,
  emptyDraft,
  emptyPackage,
  loadDraft,
  saveDraft,
  stepErrors,
  toQuoteInput,
  type QuoteDraft,
} from "./quote-draft";
import { sendQuote } from "./send-quote";

const steps: { key: QuoteStep }[] = [{ key: "shipment" }, { key: "cargo" }, { key: "extras" }, { key: "contact" }];

const stepOf = (field: string) =>
  Math.max(
    0,
    steps.findIndex(({ key }) => (quoteSteps[key] as readonly string[]).includes(field.split(".")[0])),
  );

/** The /quote request (issue 14): four steps, each checked with the shared contract before the next. */
export default function QuoteFields() {
  const id = useId();
  const { copy, say } = useFormCopy("quote");
  const { lang } = useI18n();
  const { messages: m, ui } = copy;
  const hydrated = useHydrated();
  const { places, load: loadPlaces } = usePlaces();
  const [draft, setDraft] = useState<QuoteDraft>(emptyDraft);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const saved = loadDraft();
    if (saved) {
      // The draft lives in sessionStorage, which the server's HTML cannot know: it is read once, after hydration.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(saved.draft);
      setStep(saved.step);
    }
    setRestored(true);
  }, []);

  useEffect(() => {
    if (restored && !reference) saveDraft({ draft, step });
  }, [draft, step, restored, reference]);

  // A step change moves focus to the step's heading, so a screen reader announces where the buyer is.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (reference) done.current?.focus();
  }, [reference]);

  // A place the list knows (picked, or restored from the draft) loads the list for the CO₂ estimate.
  useEffect(() => {
    if (draft.originCode || draft.destinationCode) loadPlaces();
  }, [draft.originCode, draft.destinationCode, loadPlaces]);

  const fieldId = (path: string) => `${id}-${path.replace(/\./g, "-")}`;
  // zod and the API answer in English; the buyer reads the page's language.
  const error = (path: string) => say(errors[path]);

  const update = (changes: Partial<QuoteDraft>, paths: string[] = Object.keys(changes)) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  };

  const show = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    const target = stepOf(first);
    if (target !== step) {
      moved.current = false;
      setStep(target);
    }
    // After the step renders: the first field with a message takes focus.
    requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const goTo = (next: number) => {
    moved.current = true;
    setFailure(null);
    setStep(next);
  };

  const onNext = () => {
    const found = stepErrors(draft, steps[step].key);
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    goTo(step + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < steps.length - 1) return onNext();
    const found = stepErrors(draft);
    if (Object.keys(found).length > 0) return show(found);
    setBusy(true);
    setFailure(null);
    const outcome = await sendQuote(toQuoteInput(draft), honeypot.current?.value ?? "", lang);
    setBusy(false);
    if (outcome.ok) {
      clearDraft();
      setReference(outcome.reference);
      return;
    }
    setFailure(say(outcome.code, outcome.message));
    if (outcome.errors.length > 0) show(Object.fromEntries(outcome.errors.map((e) => [e.field, e.code])));
  };

  const restart = () => {
    setDraft(emptyDraft);
    setErrors({});
    setReference(null);
    moved.current = true;
    setStep(0);
  };

  if (reference) {
    return (
      <div role="status" className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <h3 ref={done} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
          {ui.receivedHeading}
        </h3>
        <p className="mt-3">{m.success}</p>
        <p className="mt-4 text-lg">
          <Slotted template={ui.reference} slot="reference">
            <strong className="font-mono">{reference}</strong>
          </Slotted>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{ui.emailed}</p>
        <Button type="button" variant="outline" className="mt-6" onClick={restart}>
          {ui.again}
        </Button>
      </div>
    );
  }

  const fcl = draft.mode === "sea-fcl";
  const current = steps[step];

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      method="post"
      aria-label={ui.formLabel}
      className="relative rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ol className="grid grid-cols-4 gap-2" aria-label={ui.stepsLabel}>
        {steps.map(({ key }, index) => (
          <li
            key={key}
            aria-current={index === step ? "step" : undefined}
            className="flex flex-col items-center gap-1 text-center text-xs sm:text-sm"
          >
            <span
              className={cn(
                "inline-flex size-8 items-center justify-center rounded-full border-2 font-semibold",
                index < step && "border-primary bg-primary text-primary-foreground",
                index === step && "border-primary text-primary",
                index > step && "border-border text-muted-foreground",
              )}
            >
              {index < step ? <Check aria-hidden="true" className="size-4" /> : index + 1}
            </span>
            <span className={cn(index === step ? "font-semibold" : "text-muted-foreground")}>
              {ui.steps[key]}
              {index < step && <span className="sr-only">{ui.stepDone}</span>}
            </span>
          </li>
        ))}
      </ol>

      <h3 ref={heading} tabIndex={-1} className="mt-8 text-xl font-bold tracking-tight focus:outline-none">
        {fill(ui.stepHeading, { number: step + 1, count: steps.length, title: ui.steps[current.key] })}
      </h3>
      <RequiredNote copy={copy.common} className="mt-1" />

      <div className="mt-6">
        {current.key === "shipment" && (
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id={fieldId("mode")} label={ui.mode} required error={error("mode")}>
              {(control) => (
                <select
                  {...control}
                  value={draft.mode}
                  onChange={(e) => update({ mode: e.target.value }, ["mode", "packages", "containers"])}
                  className={controlClassName(!!error("mode"))}
                >
                  <option value="">{ui.modePlaceholder}</option>
                  {quoteModes.map((mode) => (
                    <option key={mode} value={mode}>
                      {ui.modes[mode]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={fieldId("direction")} label={ui.direction} required error={error("direction")}>
              {(control) => (
                <select
                  {...control}
                  value={draft.direction}
                  onChange={(e) => update({ direction: e.target.value })}
                  className={controlClassName(!!error("direction"))}
                >
                  <option value="">{ui.directionPlaceholder}</option>
                  {quoteDirections.map((direction) => (
                    <option key={direction} value={direction}>
                      {ui.directions[direction]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {(["origin", "destination"] as const).map((place) => {
              const codeKey = place === "origin" ? "originCode" : "destinationCode";
              return (
                <Field
                  key={place}
                  id={fieldId(place)}
                  label={place === "origin" ? ui.origin : ui.destination}
                  required
                  hint={ui.placeHint}
                  error={error(place) ?? error(codeKey)}
                >
                  {(control) => (
                    <PlaceCombobox
                      control={control}
                      value={draft[place]}
                      code={draft[codeKey]}
                      invalid={!!(error(place) ?? error(codeKey))}
                      places={places}
                      copy={ui}
                      onFirstUse={loadPlaces}
                      onChange={(value, code) => update({ [place]: value, [codeKey]: code })}
                    />
                  )}
                </Field>
              );
            })}
            <Field id={fieldId("incoterm")} label={ui.incoterm} required error={error("incoterm")}>
              {(control) => (
                <select
                  {...control}
                  value={draft.incoterm}
                  onChange={(e) => update({ incoterm: e.target.value })}
                  className={controlClassName(!!error("incoterm"))}
                >
                  <option value="">{ui.incotermPlaceholder}</option>
                  {incoterms.map((term) => (
                    <option key={term} value={term}>
                      {term}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={fieldId("readyDate")} label={ui.readyDate} required error={error("readyDate")}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  min={hydrated ? localToday() : earliestReadyDate()}
                  value={draft.readyDate}
                  onChange={(e) => update({ readyDate: e.target.value })}
                  className={controlClassName(!!error("readyDate"))}
                />
              )}
            </Field>
          </div>
        )}

        {current.key === "cargo" && (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            <div className="grid gap-6">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={fieldId("commodity")} label={ui.commodity} required error={error("commodity")}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      maxLength={quoteLimits.commodityMax}
                      value={draft.commodity}
                      onChange={(e) => update({ commodity: e.target.value })}
                      className={controlClassName(!!error("commodity"))}
                    />
                  )}
                </Field>
                <Field id={fieldId("hsCode")} label={ui.hsCode} hint={ui.hsCodeHint} error={error("hsCode")}>
                  {(control) => (
                    <input
                      {...control}
                      type="text"
                      inputMode="numeric"
                      maxLength={14}
                      value={draft.hsCode}
                      onChange={(e) => update({ hsCode: e.target.value })}
                      className={controlClassName(!!error("hsCode"))}
                    />
                  )}
                </Field>
              </div>

              {fcl ? (
                <fieldset>
                  <legend className="text-base font-semibold">{ui.containers}</legend>
                  <FieldError id={fieldId("containers")} message={error("containers")} />
                  <ul className="mt-3 grid gap-3">
                    {draft.containers.map((line, index) => (
                      // On a phone the type takes the row, so "40' HC" and "Flat rack" are not cut (issue 28).
                      <li key={index} className="grid grid-cols-[6rem_minmax(0,1fr)] items-end gap-3 sm:grid-cols-[1fr_6rem_auto]">
                        <Field
                          id={fieldId(`containers.${index}.type`)}
                          label={fill(ui.containerType, { number: index + 1 })}
                          error={error(`containers.${index}.type`)}
                          className="col-span-2 sm:col-span-1"
                        >
                          {(control) => (
                            <select
                              {...control}
                              value={line.type}
                              onChange={(e) => setLine("containers", index, { type: e.target.value })}
                              className={controlClassName(!!error(`containers.${index}.type`))}
                            >
                              {containerTypes.map((type) => (
                                <option key={type} value={type}>
                                  {ui.containerTypes[type]}
                                </option>
                              ))}
                            </select>
                          )}
                        </Field>
                        <Field id={fieldId(`containers.${index}.count`)} label={ui.count} error={error(`containers.${index}.count`)}>
                          {(control) => (
                            <input
                              {...control}
                              type="number"
                              inputMode="numeric"
                              min={1}
                              max={quoteLimits.containerCountMax}
                              value={line.count}
                              onChange={(e) => setLine("containers", index, { count: e.target.value })}
                              className={controlClassName(!!error(`containers.${index}.count`))}
                            />
                          )}
                        </Field>
                        <RemoveButton
                          label={fill(ui.removeContainer, { number: index + 1 })}
                          text={ui.remove}
                          disabled={draft.containers.length === 1}
                          onClick={() => removeLine("containers", index)}
                          className="justify-self-start"
                        />
                      </li>
                    ))}
                  </ul>
                  {draft.containers.length < quoteLimits.containerLinesMax && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="mt-3"
                      onClick={() => update({ containers: [...draft.containers, emptyContainer] }, ["containers"])}
                    >
                      <Plus aria-hidden="true" /> {ui.addContainer}
                    </Button>
                  )}
                </fieldset>
              ) : (
                <fieldset>
                  <legend className="text-base font-semibold">{ui.packages}</legend>
                  <p className="text-sm text-muted-foreground">{ui.packagesNote}</p>
                  <FieldError id={fieldId("packages")} message={error("packages")} />
                  <ul className="mt-3 grid gap-4">
                    {draft.packages.map((line, index) => (
                      <li key={index} className="rounded-md border border-border p-3">
                        <p className="text-sm font-medium">{fill(ui.line, { number: index + 1 })}</p>
                        {/* The type spans two columns, so "Crate" in any language is not cut (issue 28). */}
                        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                          <Field
                            id={fieldId(`packages.${index}.type`)}
                            label={ui.packageType}
                            error={error(`packages.${index}.type`)}
                            className="col-span-2"
                          >
                            {(control) => (
                              <select
                                {...control}
                                value={line.type}
                                onChange={(e) => setLine("packages", index, { type: e.target.value })}
                                className={controlClassName(!!error(`packages.${index}.type`))}
                              >
                                {packageTypes.map((type) => (
                                  <option key={type} value={type}>
                                    {ui.packageTypes[type]}
                                  </option>
                                ))}
                              </select>
                            )}
                          </Field>
                          <NumberField
                            label={ui.count}
                            id={fieldId(`packages.${index}.count`)}
                            error={error(`packages.${index}.count`)}
                            value={line.count}
                            onChange={(count) => setLine("packages", index, { count })}
                          />
                          <NumberField
                            label={ui.length}
                            id={fieldId(`packages.${index}.lengthCm`)}
                            error={error(`packages.${index}.lengthCm`)}
                            value={line.lengthCm}
                            onChange={(lengthCm) => setLine("packages", index, { lengthCm })}
                          />
                          <NumberField
                            label={ui.width}
                            id={fieldId(`packages.${index}.widthCm`)}
                            error={error(`packages.${index}.widthCm`)}
                            value={line.widthCm}
                            onChange={(widthCm) => setLine("packages", index, { widthCm })}
                          />
                          <NumberField
                            label={ui.height}
                            id={fieldId(`packages.${index}.heightCm`)}
                            error={error(`packages.${index}.heightCm`)}
                            value={line.heightCm}
                            onChange={(heightCm) => setLine("packages", index, { heightCm })}
                          />
                          <NumberField
                            label={ui.weight}
                            id={fieldId(`packages.${index}.weightKg`)}
                            error={error(`packages.${index}.weightKg`)}
                            value={line.weightKg}
                            onChange={(weightKg) => setLine("packages", index, { weightKg })}
                          />
                        </div>
                        <RemoveButton
                          label={fill(ui.removePackage, { number: index + 1 })}
                          text={ui.remove}
                          disabled={draft.packages.length === 1}
                          onClick={() => removeLine("packages", index)}
                          className="mt-2"
                        />
                      </li>
                    ))}
                  </ul>
                  {draft.packages.length < quoteLimits.packageLinesMax && (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      className="mt-3"
                      onClick={() => update({ packages: [...draft.packages, emptyPackage] }, ["packages"])}
                    >
                      <Plus aria-hidden="true" /> {ui.addPackage}
                    </Button>
                  )}
                </fieldset>
              )}

              <fieldset className="grid gap-4">
                <legend className="text-base font-semibold">{ui.handling}</legend>
                <Checkbox
                  id={fieldId("dangerousGoods")}
                  label={ui.dangerousGoods}
                  checked={draft.dangerousGoods}
                  onChange={(dangerousGoods) => update({ dangerousGoods }, ["dangerousGoods", "unNumber", "dgClass"])}
                />
                {draft.dangerousGoods && (
                  <div className="grid gap-5 sm:grid-cols-2">
                    <Field id={fieldId("unNumber")} label={ui.unNumber} required hint={ui.unNumberHint} error={error("unNumber")}>
                      {(control) => (
                        <input
                          {...control}
                          type="text"
                          inputMode="numeric"
                          maxLength={7}
                          value={draft.unNumber}
                          onChange={(e) => update({ unNumber: e.target.value })}
                          className={controlClassName(!!error("unNumber"))}
                        />
                      )}
                    </Field>
                    <Field id={fieldId("dgClass")} label={ui.dgClass} required error={error("dgClass")}>
                      {(control) => (
                        <select
                          {...control}
                          value={draft.dgClass}
                          onChange={(e) => update({ dgClass: e.target.value })}
                          className={controlClassName(!!error("dgClass"))}
                        >
                          <option value="">{ui.dgClassPlaceholder}</option>
                          {dangerousGoodsClasses.map((dgClass) => (
                            <option key={dgClass} value={dgClass}>
                              {fill(ui.dgClassOption, { class: dgClass })}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  </div>
                )}
                <Checkbox
                  id={fieldId("temperatureControlled")}
                  label={ui.temperatureControlled}
                  checked={draft.temperatureControlled}
                  onChange={(temperatureControlled) =>
                    update({ temperatureControlled }, ["temperatureControlled", "temperatureMinC", "temperatureMaxC"])
                  }
                />
                {(draft.temperatureControlled || (fcl && draft.containers.some((line) => line.type.endsWith("rf")))) && (
                  <div className="grid gap-5 sm:grid-cols-2">
                    <NumberField
                      label={ui.temperatureMin}
                      id={fieldId("temperatureMinC")}
                      error={error("temperatureMinC")}
                      value={draft.temperatureMinC}
                      required
                      allowNegative
                      onChange={(temperatureMinC) => update({ temperatureMinC })}
                    />
                    <NumberField
                      label={ui.temperatureMax}
                      id={fieldId("temperatureMaxC")}
                      error={error("temperatureMaxC")}
                      value={draft.temperatureMaxC}
                      required
                      allowNegative
                      onChange={(temperatureMaxC) => update({ temperatureMaxC })}
                    />
                  </div>
                )}
                <Checkbox
                  id={fieldId("stackable")}
                  label={ui.stackable}
                  checked={draft.stackable}
                  onChange={(stackable) => update({ stackable })}
                />
              </fieldset>

              <fieldset className="grid gap-4">
                <legend className="text-base font-semibold">{ui.valueAndInsurance}</legend>
                <div className="grid gap-5 sm:grid-cols-2">
                  <NumberField
                    label={ui.cargoValue}
                    id={fieldId("cargoValue")}
                    error={error("cargoValue")}
                    value={draft.cargoValue}
                    onChange={(cargoValue) => update({ cargoValue })}
                  />
                  <Field id={fieldId("cargoCurrency")} label={ui.currency} error={error("cargoCurrency")}>
                    {(control) => (
                      <select
                        {...control}
                        value={draft.cargoCurrency}
                        onChange={(e) => update({ cargoCurrency: e.target.value })}
                        className={controlClassName(!!error("cargoCurrency"))}
                      >
                        {cargoCurrencies.map((currency) => (
                          <option key={currency} value={currency}>
                            {currency}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
                <Checkbox
                  id={fieldId("insurance")}
                  label={ui.insurance}
                  checked={draft.insurance}
                  onChange={(insurance) => update({ insurance }, ["insurance", "cargoValue"])}
                />
              </fieldset>
            </div>
            <QuoteTotalsPanel draft={draft} places={places} copy={ui} />
          </div>
        )}

        {current.key === "extras" && (
          <fieldset>
            <legend className="text-base font-semibold">{ui.extrasLegend}</legend>
            <FieldError id={fieldId("extras")} message={error("extras")} />
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {quoteExtras.map((extra) => (
                <li key={extra}>
                  <Checkbox
                    id={fieldId(`extras-${extra}`)}
                    label={ui.extras[extra]}
                    checked={draft.extras.includes(extra)}
                    onChange={(checked) =>
                      update({ extras: checked ? [...draft.extras, extra] : draft.extras.filter((e) => e !== extra) }, ["extras"])
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        {current.key === "contact" && (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={fieldId("name")}
              error={error("name")}
              value={draft.name}
              onChange={(name) => update({ name })}
              label={ui.name}
              required
              autoComplete="name"
              maxLength={50}
            />
            <TextField
              id={fieldId("company")}
              error={error("company")}
              value={draft.company}
              onChange={(company) => update({ company })}
              label={ui.company}
              required
              autoComplete="organization"
              maxLength={quoteLimits.companyMax}
            />
            <TextField
              id={fieldId("email")}
              error={error("email")}
              value={draft.email}
              onChange={(email) => update({ email })}
              label={ui.email}
              required
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
            />
            <TextField
              id={fieldId("phone")}
              error={error("phone")}
              value={draft.phone}
              onChange={(phone) => update({ phone })}
              label={ui.phone}
              required
              type="tel"
              autoComplete="tel"
              maxLength={PHONE_FIELD_MAX}
            />
            <TextField
              id={fieldId("gstin")}
              error={error("gstin")}
              value={draft.gstin}
              onChange={(gstin) => update({ gstin })}
              label={ui.gstin}
              hint={ui.gstinHint}
              maxLength={15}
            />
            <TextField
              id={fieldId("iec")}
              error={error("iec")}
              value={draft.iec}
              onChange={(iec) => update({ iec })}
              label={ui.iec}
              hint={ui.iecHint}
              maxLength={10}
            />
            <Field id={fieldId("message")} label={ui.message} error={error("message")} className="sm:col-span-2">
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={draft.message}
                  onChange={(e) => update({ message: e.target.value })}
                  className={controlClassName(!!error("message"), "min-h-28 resize-y")}
                />
              )}
            </Field>
          </div>
        )}
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
            {fill(ui.next, { title: ui.steps[steps[step + 1].key] })} <ForwardChevron aria-hidden="true" />
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

  function setLine<K extends "packages" | "containers">(list: K, index: number, changes: Partial<QuoteDraft[K][number]>) {
    const lines = draft[list].map((line, i) => (i === index ? { ...line, ...changes } : line));
    update({ [list]: lines } as Partial<QuoteDraft>, [list, ...Object.keys(changes).map((key) => `${list}.${index}.${key}`)]);
  }

  function removeLine(list: "packages" | "containers", index: number) {
    update({ [list]: draft[list].filter((_, i) => i !== index) } as Partial<QuoteDraft>, [list]);
  }
}

function NumberField({
  id,
  label,
  error,
  value,
  required,
  allowNegative,
  onChange,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  required?: boolean;
  allowNegative?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={allowNegative ? "text" : "decimal"}
          maxLength={16}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClassName(!!error)}
        />
      )}
    </Field>
  );
}

function TextField({
  id,
  label,
  error,
  value,
  onChange,
  hint,
  required,
  type = "text",
  autoComplete,
  maxLength,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength: number;
}) {
  return (
    <Field id={id} label={label} hint={hint} required={required} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...(type === "email" || type === "tel"
            ? leftToRightControl(controlClassName(!!error))
            : { className: controlClassName(!!error) })}
        />
      )}
    </Field>
  );
}

function Checkbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 rounded border-input accent-primary"
      />
      {label}
    </label>
  );
}

function RemoveButton({
  label,
  text,
  disabled,
  onClick,
  className,
}: {
  label: string;
  text: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={label} disabled={disabled} onClick={onClick} className={className}>
      <Trash2 aria-hidden="true" />
      <span aria-hidden="true">{text}</span>
    </Button>
  );
}

/** Today on the buyer's own calendar, for the date picker's minimum. */
function localToday() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
