import { useState } from "react";
import type { PostVersion, PostVersionSummary, StaffPost } from "#contracts/api/posts";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { ApiError } from "../shared/api-client";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { formatDateTime } from "../shared/format";
import { LoadError, Loading } from "../shared/query-state";
import { SectionCard } from "../shared/section-card";
import { usePostVersion, usePostVersions, useRestorePostVersion } from "./posts-api";

/** The fields a version keeps, as the comparison names them, and how each reads as text. */
const compared: [
  string,
  (post: Pick<PostVersion, "title" | "slug" | "date" | "excerpt" | "image" | "colorScheme" | "sections">) => string,
][] = [
  ["Title", (post) => post.title],
  ["Slug", (post) => post.slug],
  ["Date", (post) => post.date],
  ["Excerpt", (post) => post.excerpt],
  ["Image path", (post) => post.image],
  ["Colour scheme", (post) => post.colorScheme ?? "Default"],
  ["Sections", (post) => post.sections.map((section) => `${section.title}\n${section.content}`).join("\n\n")],
];

/** What differs between a kept version and the post now, field by field; nothing when the words are the same. */
function Comparison({ post, versionId }: { post: StaffPost; versionId: number }) {
  const { data: version, error, isPending, refetch } = usePostVersion(post.id, versionId);
  if (isPending) return <Loading label="Loading the version…" />;
  if (error || !version) return <LoadError error={error} onRetry={() => void refetch()} />;
  const differences = compared.filter(([, read]) => read(version) !== read(post));
  if (differences.length === 0) return <p className="text-sm text-muted-foreground">This version has the same words as the post now.</p>;
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">Version {version.version} beside the post now</caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="w-32 p-2">
            Field
          </th>
          <th scope="col" className="p-2">
            Version {version.version}
          </th>
          <th scope="col" className="p-2">
            Now
          </th>
        </tr>
      </thead>
      <tbody>
        {differences.map(([label, read]) => (
          <tr key={label} className="border-t border-border align-top">
            <th scope="row" className="p-2 text-left font-medium">
              {label}
            </th>
            <td className="p-2 break-words whitespace-pre-line">{read(version)}</td>
            <td className="p-2 break-words whitespace-pre-line">{read(post)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VersionRow({
  post,
  version,
  onRestored,
}: {
  post: StaffPost;
  version: PostVersionSummary;
  onRestored: (post: StaffPost) => void;
}) {
  const [comparing, setComparing] = useState(false);
  const restore = useRestorePostVersion();
  const current = version.version === post.version;
  const restoreIt = async () => {
    try {
      const restored = await restore.mutateAsync({ id: post.id, versionId: version.id, version: post.version });
      void notify("success", `Version ${version.version} restored as version ${restored.version}`);
      onRestored(restored);
    } catch (failure) {
      void notify("error", failure instanceof ApiError ? failure.message : "The version could not be restored.");
      throw failure;
    }
  };
  return (
    <li className="grid gap-2 border-t border-border py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold">Version {version.version}</span>
          {current && " (now)"} · {formatDateTime(version.savedAt)} · {version.savedBy ?? "Someone no longer on the staff"}
          <span className="block text-muted-foreground">{version.title}</span>
        </p>
        {!current && (
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" aria-expanded={comparing} onClick={() => setComparing(!comparing)}>
              {comparing ? "Hide the comparison" : "Compare with now"}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" size="sm">
                  Restore
                </Button>
              }
              title={`Restore version ${version.version}?`}
              description="Its words are saved again as the post's newest version; whether the post is published stays as it is. Changes in the form that are not saved are lost."
              confirmLabel="Restore this version"
              busyLabel="Restoring…"
              onConfirm={restoreIt}
            />
          </div>
        )}
      </div>
      {comparing && <Comparison post={post} versionId={version.id} />}
    </li>
  );
}

/** A post's saves (issue 30, item 7): who saved each and when, compared with the post now, and restored in one step. */
export function PostVersionsPanel({ post, onRestored }: { post: StaffPost; onRestored: (post: StaffPost) => void }) {
  const { data: versions, error, isPending, refetch } = usePostVersions(post.id, post.version);
  return (
    <SectionCard title="Versions" className="mt-6">
      {isPending ? (
        <Loading label="Loading the versions…" />
      ) : error || !versions ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saves are kept for this post yet: its first save here starts its versions.</p>
      ) : (
        <ol>
          {versions.map((version) => (
            <VersionRow key={version.id} post={post} version={version} onRestored={onRestored} />
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
