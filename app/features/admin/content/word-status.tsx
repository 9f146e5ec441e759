import { cn } from "#app/lib/cn";
import type { Draft, WordStatus } from "#contracts/api/site-content";
import { formatDateTime } from "../shared/format";

export const wordStatusLabels: Record<WordStatus, string> = {
  machine: "Machine",
  translated: "Translated",
  reviewed: "Reviewed",
  outdated: "Outdated",
};

/** Token pairs checked for AA contrast in light and dark (as the staff area's status badges). */
const tones: Record<WordStatus | "draft", string> = {
  machine: "bg-muted text-foreground border border-border",
  translated: "bg-secondary text-secondary-foreground",
  reviewed: "bg-success text-background",
  outdated: "bg-destructive text-destructive-foreground",
  draft: "bg-accent text-accent-foreground",
};

const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/**
 * A word's status, and its draft (who wrote it, when, and whether it is approved) when it has one. A company fact has
 * no translation status (`status` null): only its draft is shown.
 */
export function WordStatusBadges({ status, draft }: { status: WordStatus | null; draft: Draft | null }) {
  return (
    <>
      {status && <span className={cn(badgeClass, tones[status])}>{wordStatusLabels[status]}</span>}
      {draft && (
        <span
          className={cn(badgeClass, tones.draft)}
          title={`By ${draft.by?.name ?? "a former member of staff"}, ${formatDateTime(draft.at)}`}
        >
          Draft{draft.state === "reviewed" ? ", approved" : ""}
        </span>
      )}
    </>
  );
}
