import { RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { pathIn, type LanguageCode } from "#contracts/languages";
import { englishLanguageName } from "../shared/language-name";
import { LoadError, Loading } from "../shared/query-state";
import { usePreview } from "./content-api";

const themes = ["light", "dark"] as const;

/**
 * The page as a visitor of the language would see it with its drafts, in the chosen colour scheme. The HTML is
 * fetched with the staff session (it holds unpublished words) and shown in a sandboxed frame: its styles apply, its
 * scripts never run (no `allow-scripts`).
 */
export function PreviewPanel({ path, lang, title }: { path: string; lang: LanguageCode; title: string }) {
  const id = useId();
  const [theme, setTheme] = useState<(typeof themes)[number]>("light");
  const address = pathIn(lang, path);
  const preview = usePreview(address, theme);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="mb-1.5 text-sm font-medium">Colours</legend>
          {themes.map((option) => (
            <label key={option} className="inline-flex items-center gap-1.5">
              <input type="radio" name={`${id}-theme`} value={option} checked={theme === option} onChange={() => setTheme(option)} />
              {option === "light" ? "Light" : "Dark"}
            </label>
          ))}
        </fieldset>
        <Button type="button" variant="outline" size="sm" disabled={preview.isFetching} onClick={() => void preview.refetch()}>
          <RefreshCw aria-hidden="true" />
          Show my latest drafts
        </Button>
        <code className="text-xs break-all text-muted-foreground">{address}</code>
      </div>
      {preview.isPending && <Loading label="Loading the preview…" />}
      {preview.error && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data !== undefined && (
        <iframe
          title={`Preview of ${title} in ${englishLanguageName(lang)}, ${theme} colours, with drafts`}
          sandbox="allow-same-origin"
          srcDoc={preview.data}
          className="h-[40rem] w-full rounded-md border border-border bg-white"
        />
      )}
    </div>
  );
}
