import { Upload } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import type { LanguageProgress } from "#contracts/api/site-content";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { countOf } from "../shared/format";
import { englishLanguageName } from "../shared/language-name";
import { usePublishDrafts } from "./content-api";

const list = new Intl.ListFormat("en", { type: "conjunction" });

/**
 * Publishes every draft the staff member may publish, in one release, after saying how many and in which languages.
 * Visitors see the words at once; the release can be restored from the versions screen.
 */
export function PublishDrafts({ languages }: { languages: readonly LanguageProgress[] }) {
  const publish = usePublishDrafts();
  const withDrafts = languages.filter((progress) => progress.drafts > 0);
  const total = withDrafts.reduce((sum, progress) => sum + progress.drafts, 0);
  const drafts = countOf(total, ["draft", "drafts"]);
  const named = list.format(withDrafts.map((progress) => `${englishLanguageName(progress.lang)} (${progress.drafts})`));
  if (total === 0) return <p className="text-sm text-muted-foreground">No drafts to publish.</p>;
  return (
    <ConfirmDialog
      trigger={
        <Button type="button">
          <Upload aria-hidden="true" />
          Publish {drafts}
        </Button>
      }
      title={`Publish ${drafts}?`}
      description={
        <p>
          Visitors will see the new words at once in {named}. Every earlier version stays on the versions screen, where it can be restored.
        </p>
      }
      confirmLabel={`Publish ${drafts}`}
      busyLabel="Publishing…"
      onConfirm={async () => {
        try {
          const release = await publish.mutateAsync(undefined);
          void notify("success", `Published ${countOf(release.changes, ["word", "words"])} (release ${release.id})`);
        } catch (error) {
          void notify("error", error instanceof Error ? error.message : "The drafts could not be published.");
          throw error;
        }
      }}
    />
  );
}
