import type { LanguageProgress } from "#contracts/api/site-content";
import { countOf } from "../shared/format";
import { languageName } from "../shared/language-name";

/** What the progress of a language says in words: the bar's text, and its accessible value. */
export function progressText(progress: LanguageProgress) {
  if (progress.lang === "en") return countOf(progress.drafts, ["draft", "drafts"]);
  return [
    `${progress.reviewedPercent}% reviewed (${progress.reviewed} of ${progress.messages})`,
    `${progress.outdated} outdated`,
    `${progress.machine} machine`,
    countOf(progress.drafts, ["draft", "drafts"]),
  ].join(" · ");
}

/** One language's progress: the share of its words reviewed as a bar (a progressbar for assistive technology) and in text. */
export function ProgressRow({ progress }: { progress: LanguageProgress }) {
  const name = languageName(progress.lang);
  return (
    <li className="p-3">
      <p className="text-sm font-semibold">{name}</p>
      {progress.lang !== "en" && (
        <div
          role="progressbar"
          aria-label={`${name}: words reviewed`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.reviewedPercent}
          aria-valuetext={`${progress.reviewedPercent}% reviewed`}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-background ring-1 ring-border"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress.reviewedPercent}%` }} />
        </div>
      )}
      <p className="mt-1.5 text-xs text-muted-foreground">{progressText(progress)}</p>
    </li>
  );
}

/** The progress of languages the staff member may work on. */
export function LanguageProgressList({ languages }: { languages: readonly LanguageProgress[] }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-4">
      {languages.map((progress) => (
        <ProgressRow key={progress.lang} progress={progress} />
      ))}
    </ul>
  );
}
