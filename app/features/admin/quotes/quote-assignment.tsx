import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import type { QuoteDetail } from "#contracts/api/quotes";
import { useAssignQuote, useQuoteAssignees } from "./quotes-api";
import { inputClass, labelClass } from "../shared/field-styles";
import { LoadError } from "../shared/query-state";

/** Who works on the quote: a member of the sales desk or an administrator, or nobody. */
export function QuoteAssignment({ quote }: { quote: QuoteDetail }) {
  const id = useId();
  const assignees = useQuoteAssignees();
  const assign = useAssignQuote(quote.id);
  const [choice, setChoice] = useState(quote.assignee ? String(quote.assignee.id) : "");

  if (assignees.error) return <LoadError error={assignees.error} onRetry={() => void assignees.refetch()} />;
  const save = async () => {
    try {
      const detail = await assign.mutateAsync(choice === "" ? null : Number(choice));
      void notify("success", detail.assignee ? `Assigned to ${detail.assignee.name || detail.assignee.email}` : "Unassigned");
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The quote could not be assigned.");
    }
  };
  const unchanged = choice === (quote.assignee ? String(quote.assignee.id) : "");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className={labelClass}>
          Assigned to
        </label>
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className={inputClass}
          disabled={assignees.isPending}
        >
          <option value="">Nobody</option>
          {/* The current assignee stays listed while the list loads or after their role changed. */}
          {quote.assignee && !assignees.data?.some((staff) => staff.id === quote.assignee!.id) && (
            <option value={quote.assignee.id}>{quote.assignee.name || quote.assignee.email}</option>
          )}
          {assignees.data?.map((staff) => (
            <option key={staff.id} value={staff.id}>
              {staff.name ? `${staff.name} (${staff.email})` : staff.email}
            </option>
          ))}
        </select>
      </div>
      <Button type="button" size="sm" onClick={save} disabled={unchanged || assign.isPending}>
        {assign.isPending ? "Saving…" : "Save assignment"}
      </Button>
    </div>
  );
}
