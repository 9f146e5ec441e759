import { History } from "lucide-react";
import { Link } from "react-router";
import type { LanguageProgress } from "#contracts/api/site-content";
import { PublishDrafts } from "./publish-drafts";

/**
 * The Content area's header actions, on the overview and on every page of it: publish the drafts of the languages
 * shown (once they are known) and the way to the versions.
 */
export function PublishActions({ languages }: { languages: readonly LanguageProgress[] | undefined }) {
  return (
    <>
      {languages && <PublishDrafts languages={languages} />}
      <Link
        to="/admin/content/versions"
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <History aria-hidden="true" className="size-4" />
        Versions
      </Link>
    </>
  );
}
