import { useSearchParams } from "react-router";
import { useReleases } from "#app/features/admin/content/content-api";
import { ReleaseComparison } from "#app/features/admin/content/release-comparison";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { DataTable, EmptyRows, Td } from "#app/features/admin/shared/data-table";
import { formatDateTime } from "#app/features/admin/shared/format";
import { englishLanguageName } from "#app/features/admin/shared/language-name";
import { Pagination } from "#app/features/admin/shared/list-controls";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { contentLimits } from "#contracts/api/site-content";

export const meta = () => adminMeta("Content versions");

/** Every release of the site's words, newest first; one of them compared with the words now, and restored. */
export default function ContentVersions() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const chosen = Number(params.get("release")) || null;
  const releases = useReleases(page);
  // A translator compares but never restores (the server refuses it too).
  const canRestore = useAuth().user?.role !== "translator";
  const total = releases.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / contentLimits.releasesPerPage));
  const go = (changes: Record<string, string>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(changes)) next.set(name, value);
      return next;
    });
  return (
    <>
      <PageHeader
        title="Content versions"
        description="Each publish and restore of the site's words."
        back={{ to: "/admin/content", label: "Content" }}
      />
      {releases.isPending && <Loading label="Loading the releases…" />}
      {releases.error && <LoadError error={releases.error} onRetry={() => void releases.refetch()} />}
      {releases.data && (
        <div className="grid gap-6">
          <DataTable
            caption="Releases, newest first"
            headers={["Release", "When", "Who", "What", "Languages", "Words changed"]}
            empty={<EmptyRows show={total === 0}>Nothing has been published yet.</EmptyRows>}
          >
            {releases.data.items.map((release) => (
              <tr
                key={release.id}
                aria-current={release.id === chosen ? "true" : undefined}
                className={release.id === chosen ? "bg-muted" : undefined}
              >
                <Td>
                  <button
                    type="button"
                    onClick={() => go({ release: String(release.id) })}
                    className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Compare release {release.id}
                  </button>
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(release.at)}</Td>
                <Td>{release.by?.name ?? "—"}</Td>
                <Td>{release.action === "restore" ? `Restore of release ${release.restoredFrom ?? "?"}` : "Publish"}</Td>
                <Td>{release.languages.map(englishLanguageName).join(", ")}</Td>
                <Td>{release.changes}</Td>
              </tr>
            ))}
          </DataTable>
          <Pagination
            paging={{ page, pages, total, limit: contentLimits.releasesPerPage }}
            onPage={(next) => go({ page: String(next) })}
            label="Release pages"
          />
          {chosen !== null && (
            <SectionCard title={`Release ${chosen} beside the words now`}>
              <ReleaseComparison id={chosen} canRestore={canRestore} />
            </SectionCard>
          )}
        </div>
      )}
    </>
  );
}
