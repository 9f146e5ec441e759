import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import {
  quoteCurrencies,
  QuoteStatusRequestSchema,
  quoteStatusLabels,
  staffQuoteLimits,
  type QuoteDetail,
  type QuoteStatus,
  type QuoteStatusRequest,
} from "#contracts/api/quotes";
import { ApiError } from "../shared/api-client";
import { useChangeQuoteStatus } from "./quotes-api";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { WorkflowSteps, type WorkflowStep } from "../shared/workflow-steps";

const steps: WorkflowStep<QuoteStatus>[] = [
  { label: "New", statuses: ["new"] },
  { label: "In review", statuses: ["in-review"] },
  { label: "Quoted", statuses: ["quoted"] },
  { label: "Won or lost", statuses: ["won", "lost"] },
];

const actionLabel: Record<QuoteStatus, string> = {
  new: "Move back to New",
  "in-review": "Start review",
  quoted: "Enter the quote",
  won: "Mark as won",
  lost: "Mark as lost",
};

/** Back to review means something else from a quote (price it again) or a lost request (reopen it). */
function moveLabel(from: QuoteStatus, to: QuoteStatus) {
  if (to === "in-review" && from === "quoted") return "Price again";
  if (to === "in-review" && from === "lost") return "Reopen";
  return actionLabel[to];
}

type Errors = Record<string, string>;

/** The request's field errors by field: from the shared contract before sending, or from the server's 400. */
function errorsOf(issues: { field: string; message: string }[]): Errors {
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}

/** The step that needs more than a click: the offer for `quoted`, the reason for `lost`. */
function MoveForm({
  status,
  busy,
  onSubmit,
  onCancel,
}: {
  status: "quoted" | "lost";
  busy: boolean;
  onSubmit: (request: QuoteStatusRequest) => Promise<Errors | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const body =
      status === "quoted"
        ? {
            status,
            price: text("price") === "" ? undefined : Number(text("price")),
            currency: text("currency"),
            validUntil: text("validUntil"),
            terms: text("terms"),
          }
        : { status, reason: text("reason") };
    const parsed = QuoteStatusRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? "status"), message: issue.message }))));
      return;
    }
    setErrors((await onSubmit(parsed.data)) ?? {});
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-4 rounded-md border border-border p-4" aria-label={actionLabel[status]}>
      {status === "quoted" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id={field("price")} label="Price" error={errors.price}>
              {(aria) => <input {...aria} name="price" type="number" inputMode="decimal" min="0" step="0.01" className={inputClass} />}
            </FormField>
            <FormField id={field("currency")} label="Currency" error={errors.currency}>
              {(aria) => (
                <select {...aria} name="currency" defaultValue="INR" className={inputClass}>
                  {quoteCurrencies.map((currency) => (
                    <option key={currency}>{currency}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id={field("validUntil")} label="Valid until" error={errors.validUntil}>
              {(aria) => <input {...aria} name="validUntil" type="date" className={inputClass} />}
            </FormField>
          </div>
          <FormField
            id={field("terms")}
            label="Terms"
            hint="What the price includes and excludes; the customer reads it."
            error={errors.terms}
          >
            {(aria) => <textarea {...aria} name="terms" rows={3} maxLength={staffQuoteLimits.termsMax} className={inputClass} />}
          </FormField>
        </>
      ) : (
        <FormField id={field("reason")} label="Why was it lost?" error={errors.reason}>
          {(aria) => <input {...aria} name="reason" type="text" maxLength={staffQuoteLimits.reasonMax} className={inputClass} />}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Saving…" : status === "quoted" ? "Save the quote" : "Mark as lost"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * New → In review → Quoted → Won | Lost: where the quote is, and only the moves the server allows
 * from here. Quoting asks for the offer and losing for the reason, checked with the shared contract.
 */
export function QuoteWorkflow({ quote }: { quote: QuoteDetail }) {
  const change = useChangeQuoteStatus(quote.id);
  const [form, setForm] = useState<"quoted" | "lost" | null>(null);
  const labelId = useId();

  const move = async (request: QuoteStatusRequest): Promise<Errors | null> => {
    try {
      await change.mutateAsync(request);
      setForm(null);
      void notify("success", `Status changed to ${quoteStatusLabels[request.status]}`);
      return null;
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) return errorsOf(error.errors);
      void notify("error", error instanceof Error ? error.message : "The status could not be changed.");
      return null;
    }
  };

  return (
    <div>
      <WorkflowSteps label="Quote workflow" steps={steps} status={quote.status} currentLabel={quoteStatusLabels[quote.status]} />
      <p id={labelId} className="mb-2 text-sm text-muted-foreground">
        Current status: <span className="font-semibold text-foreground">{quoteStatusLabels[quote.status]}</span>
      </p>
      {quote.allowedStatuses.length === 0 ? (
        <p className="text-sm text-muted-foreground">A won quote is final.</p>
      ) : (
        <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
          {quote.allowedStatuses.map((status) => (
            <Button
              key={status}
              type="button"
              size="sm"
              variant={status === "lost" || status === "new" ? "outline" : "primary"}
              disabled={change.isPending}
              aria-expanded={status === "quoted" || status === "lost" ? form === status : undefined}
              onClick={() => (status === "quoted" || status === "lost" ? setForm(form === status ? null : status) : void move({ status }))}
            >
              {moveLabel(quote.status, status)}
            </Button>
          ))}
        </div>
      )}
      {form && <MoveForm key={form} status={form} busy={change.isPending} onSubmit={move} onCancel={() => setForm(null)} />}
    </div>
  );
}
