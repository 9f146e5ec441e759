import { controlClassName, Field } from "#app/components/forms/field";
import { EMAIL_MAX, PHONE_FIELD_MAX } from "#contracts/forms/limits";
import { quoteLimits } from "#contracts/forms/quote";
import { TextField } from "./quote-controls";
import type { QuoteStepProps } from "./quote-step-props";

/** Step 4: who asks, and the firm's optional GSTIN and IEC. */
export function ContactStep({ draft, update, ui, fieldId, error }: QuoteStepProps) {
  const text = (key: "name" | "company" | "email" | "phone" | "gstin" | "iec") => ({
    id: fieldId(key),
    name: key,
    error: error(key),
    value: draft[key],
    onChange: (value: string) => update({ [key]: value }),
    label: ui[key],
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField {...text("name")} required autoComplete="name" maxLength={50} />
      <TextField {...text("company")} required autoComplete="organization" maxLength={quoteLimits.companyMax} />
      <TextField {...text("email")} required type="email" autoComplete="email" maxLength={EMAIL_MAX} />
      <TextField {...text("phone")} required type="tel" autoComplete="tel" maxLength={PHONE_FIELD_MAX} />
      <TextField {...text("gstin")} hint={ui.gstinHint} maxLength={15} />
      <TextField {...text("iec")} hint={ui.iecHint} maxLength={10} />
      <Field id={fieldId("message")} label={ui.message} error={error("message")} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            value={draft.message}
            onChange={(e) => update({ message: e.target.value })}
            className={controlClassName(!!error("message"), "min-h-28 resize-y")}
          />
        )}
      </Field>
    </div>
  );
}
