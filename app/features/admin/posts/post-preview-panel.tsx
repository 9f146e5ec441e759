import { Eye } from "lucide-react";
import { useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import type { PreviewTheme } from "#contracts/api/content-preview";
import { languages, pathIn, type LanguageCode } from "#contracts/languages";
import { englishLanguageName } from "../shared/language-name";
import { LanguagePicker } from "../shared/language-picker";
import { PreviewFrame, ThemeChoice } from "../shared/page-preview";
import { LoadError, Loading } from "../shared/query-state";
import { toPostInput, type PostFormValues } from "./post-form-values";
import { usePostPreview, type PostPreviewAsk } from "./posts-api";

const siteLanguages = languages.map(({ code }) => ({ lang: code }));

/**
 * The post page as readers will see it, with what the form holds now, saved or not (shared/page-preview.tsx): in a
 * site language (its header, footer and direction; the article keeps its own) and colour scheme. Nothing is saved or
 * published by it. The form is read, and checked as a save checks it, when the button is pressed; another language
 * or colours show the same values again.
 */
export function PostPreviewPanel({ postId }: { postId: number | undefined }) {
  const { trigger, getValues } = useFormContext<PostFormValues>();
  const panel = useRef<HTMLDivElement>(null);
  const [lang, setLang] = useState<LanguageCode>("en");
  const [theme, setTheme] = useState<PreviewTheme>("light");
  const [values, setValues] = useState<PostPreviewAsk["values"] | null>(null);
  const [invalid, setInvalid] = useState(false);
  const preview = usePostPreview(values && { values, query: { lang, theme } });

  const show = async () => {
    const valid = await trigger();
    setInvalid(!valid);
    if (!valid) {
      // As a save does: to the first field to fix, which says what is wrong (once the errors are on the page).
      requestAnimationFrame(() => panel.current?.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setValues({ ...toPostInput(getValues()), ...(postId === undefined ? {} : { id: postId }) });
  };

  return (
    <div ref={panel} className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        The post&apos;s page as readers will see it, with the changes in this form, saved or not. Nothing is saved or published by it.
      </p>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
        <LanguagePicker value={lang} languages={siteLanguages} onChange={setLang} />
        <ThemeChoice value={theme} onChange={setTheme} />
        <Button type="button" variant="outline" disabled={preview.isFetching} onClick={() => void show()}>
          <Eye aria-hidden="true" />
          {values ? "Show my latest changes" : "Show preview"}
        </Button>
        {values && <code className="text-xs break-all text-muted-foreground">{pathIn(lang, `/blog/${values.slug.trim()}`)}</code>}
      </div>
      {invalid && <p className="text-sm text-destructive">Fix the marked fields first: the preview checks them as a save does.</p>}
      {preview.isFetching && <Loading label="Loading the preview…" />}
      {preview.error && !preview.isFetching && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data !== undefined && !preview.isFetching && (
        <PreviewFrame title={`Preview of the post page in ${englishLanguageName(lang)}, ${theme} colours`} html={preview.data} />
      )}
    </div>
  );
}
