import { RotateCcw } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import type { Release, ReleaseChange } from "#contracts/api/site-content";
import { directionOf } from "#contracts/languages";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { countOf, formatDateTime } from "../shared/format";
import { englishLanguageName } from "../shared/language-name";
import { LoadError, Loading } from "../shared/query-state";
import { useRelease, useRestoreRelease } from "./content-api";

const list = new Intl.ListFormat("en", { type: "conjunction" });

/** "Release 12, published by Asha on 29 Nov 2026, 08:10" */
export function releaseName(release: Release) {
  const how = release.action === "restore" ? `restored release ${release.restoredFrom ?? "?"}` : "published";
  return `Release ${release.id}: ${how} by ${release.by?.name ?? "a former member of staff"}, ${formatDateTime(release.at)}`;
}

/** Puts back every word changed after the release, after saying what that means (a new release; nothing is lost). */
function RestoreButton({ release }: { release: Release }) {
  const restore = useRestoreRelease();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline">
          <RotateCcw aria-hidden="true" />
          Restore this version
        </Button>
      }
      title={`Restore release ${release.id}?`}
      description={
        <p>
          Every word changed since release {release.id} goes back to its text right after it, in{" "}
          {list.format(release.languages.map(englishLanguageName))}, and visitors see it at once. This is a new release: the words of now
          stay listed and can be restored too.
        </p>
      }
      confirmLabel="Restore"
      busyLabel="Restoring…"
      onConfirm={async () => {
        try {
          const made = await restore.mutateAsync(release.id);
          void notify("success", `Restored as release ${made.id} (${countOf(made.changes, ["word", "words"])})`);
        } catch (error) {
          void notify("error", error instanceof Error ? error.message : "The release could not be restored.");
          throw error;
        }
      }}
    />
  );
}

function ChangeRow({ change }: { change: ReleaseChange }) {
  const dir = directionOf(change.lang);
  const same = change.atRelease === change.current;
  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        <code className="font-mono text-xs break-all">{change.id}</code>
        <span className="block text-xs text-muted-foreground">{englishLanguageName(change.lang)}</span>
      </td>
      <td lang={change.lang} dir={dir} className="px-4 py-3 whitespace-pre-wrap">
        {change.atRelease}
      </td>
      <td lang={change.lang} dir={dir} className="px-4 py-3 whitespace-pre-wrap">
        {same ? <span className="text-muted-foreground">Unchanged since</span> : change.current}
      </td>
    </tr>
  );
}

/** A release's words as it left them beside the words now, side by side, and (for editors) the way back to them. */
export function ReleaseComparison({ id, canRestore }: { id: number; canRestore: boolean }) {
  const detail = useRelease(id);
  if (detail.isPending) return <Loading label="Loading the release…" />;
  if (detail.error) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { release, changes } = detail.data;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">{releaseName(release)}</p>
        {canRestore && <RestoreButton release={release} />}
      </div>
      <div
        role="region"
        aria-label={`Words of release ${release.id} beside the words now`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <thead className="bg-muted text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                Word
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                After release {release.id}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                Now
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {changes.map((change) => (
              <ChangeRow key={`${change.lang}:${change.id}`} change={change} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
