import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { openingTransitions, type OpeningStatus, type StaffOpeningSummary } from "#contracts/api/openings";
import { useDeleteOpening, useOpeningStatus } from "./openings-api";
import { DeleteButton } from "../shared/delete-button";

/**
 * What the button that moves an opening to `to` says, from where it is: a draft is published (issue 28: "Open
 * opening" read as a way to look at it), a closed one reopened, an open one closed.
 */
export function statusActionLabel(from: OpeningStatus, to: OpeningStatus) {
  if (to === "closed") return "Close";
  return from === "draft" ? "Publish" : "Reopen";
}

/** Marks seeded example content (issue 15) until staff edit or delete it. */
export function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-dashed border-border bg-accent px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-foreground">
      Sample data
    </span>
  );
}

/** Open, close or reopen from a list row; the row's version guards against a concurrent edit (409 says so). */
export function OpeningStatusButtons({ opening }: { opening: StaffOpeningSummary }) {
  const move = useOpeningStatus();
  const moveTo = async (status: OpeningStatus) => {
    try {
      await move.mutateAsync({ id: opening.id, status, version: opening.version });
      void notify("success", `“${opening.title}” is ${status}`);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The opening could not be changed.");
    }
  };
  return openingTransitions[opening.status].map((to) => (
    <Button
      key={to}
      type="button"
      variant="outline"
      size="sm"
      disabled={move.isPending}
      onClick={() => void moveTo(to)}
      aria-label={`${statusActionLabel(opening.status, to)} ${opening.title}`}
    >
      {move.isPending ? "Saving…" : statusActionLabel(opening.status, to)}
    </Button>
  ));
}

export function DeleteOpeningButton({
  opening,
  onDeleted,
  onDeleting,
}: {
  opening: Pick<StaffOpeningSummary, "id" | "title" | "sample">;
  onDeleted?: () => void;
  onDeleting?: (deleting: boolean) => void;
}) {
  const remove = useDeleteOpening();
  return (
    <DeleteButton
      noun="opening"
      name={opening.title}
      title={opening.sample ? "Delete this sample opening?" : "Delete this opening?"}
      consequence="will disappear from the careers page and the staff area. An opening that applications name cannot be deleted: close it instead."
      remove={() => remove.mutateAsync(opening.id)}
      onDeleted={onDeleted}
      onDeleting={onDeleting}
    />
  );
}
