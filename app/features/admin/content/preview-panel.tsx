import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import type { PreviewTheme } from "#contracts/api/content-preview";
import { pathIn, type LanguageCode } from "#contracts/languages";
import { englishLanguageName } from "../shared/language-name";
import { PreviewFrame, ThemeChoice } from "../shared/page-preview";
import { LoadError, Loading } from "../shared/query-state";
import { usePreview } from "./content-api";

/** The page as a visitor of the language would see it with its drafts, in the chosen colour scheme (shared/page-preview.tsx). */
export function PreviewPanel({ path, lang, title }: { path: string; lang: LanguageCode; title: string }) {
  const [theme, setTheme] = useState<PreviewTheme>("light");
  const address = pathIn(lang, path);
  const preview = usePreview(address, theme);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <ThemeChoice value={theme} onChange={setTheme} />
        <Button type="button" variant="outline" size="sm" disabled={preview.isFetching} onClick={() => void preview.refetch()}>
          <RefreshCw aria-hidden="true" />
          Show my latest drafts
        </Button>
        <code className="text-xs break-all text-muted-foreground">{address}</code>
      </div>
      {preview.isPending && <Loading label="Loading the preview…" />}
      {preview.error && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data !== undefined && (
        <PreviewFrame title={`Preview of ${title} in ${englishLanguageName(lang)}, ${theme} colours, with drafts`} html={preview.data} />
      )}
    </div>
  );
}
