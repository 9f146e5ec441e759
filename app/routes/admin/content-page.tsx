import { useParams } from "react-router";
import { isLanguageNeutral } from "#contracts/i18n/catalogue";
import { useContentPage, useContentPages } from "#app/features/admin/content/content-api";
import { StatusFilter, useContentParams } from "#app/features/admin/content/content-controls";
import { LanguagePicker } from "#app/features/admin/shared/language-picker";
import { FieldEditor } from "#app/features/admin/content/field-editor";
import { PagePictures } from "#app/features/admin/content/page-pictures";
import { PreviewPanel } from "#app/features/admin/content/preview-panel";
import { PublishActions } from "#app/features/admin/content/publish-actions";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { englishLanguageName } from "#app/features/admin/shared/language-name";
import { ListToolbar } from "#app/features/admin/shared/list-controls";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { SectionCard } from "#app/features/admin/shared/section-card";

export const meta = () => adminMeta("Content: page");

/**
 * One page's or shared part's words in a language, section by section: the English beside the language's text, each
 * word saved as a draft, approved or discarded on its own, and the page previewed with the drafts.
 */
export default function ContentPage() {
  const { key = "" } = useParams();
  const { lang: asked, status, update } = useContentParams();
  const overview = useContentPages(asked);
  const languages = overview.data?.languages ?? [];
  const lang = asked ?? languages[0]?.lang ?? "en";
  // A language the account may not edit (a translator's English) is shown read-only, as the server would refuse it.
  const editable = languages.some((progress) => progress.lang === lang);
  // A company fact is one English text for every language: edited as English, by those who may edit English.
  const mayEditEnglish = languages.some((progress) => progress.lang === "en");
  // Without ?lang the language is the caller's first (a translator's own), known once the overview answers.
  const page = useContentPage(key, lang, status, asked !== undefined || overview.data !== undefined);
  const data = page.data;
  return (
    <>
      <PageHeader
        title={data?.title ?? "Content"}
        description={data ? `${data.path ?? "Shared part"} · ${englishLanguageName(lang)}` : undefined}
        back={{ to: `/admin/content?lang=${lang}`, label: "All pages" }}
        actions={
          <>
            {data?.path != null && (
              // The preview follows every word: on a long page this is the way to it.
              <a href="#preview" className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline">
                Go to the preview
              </a>
            )}
            <PublishActions languages={languages.length > 0 ? languages : undefined} />
          </>
        }
      />
      <ListToolbar>
        {languages.length > 0 && <LanguagePicker value={lang} languages={languages} onChange={(next) => update({ lang: next })} />}
        <StatusFilter value={status} onChange={(next) => update({ status: next || null })} />
      </ListToolbar>
      {page.isPending && <Loading label="Loading the words…" />}
      {page.error && <LoadError error={page.error} onRetry={() => void page.refetch()} />}
      {data && (
        <div className="grid gap-6">
          <PagePictures pageKey={data.key} languages={languages.map((progress) => progress.lang)} />
          {data.sections.every((section) => section.fields.length === 0) && (
            <p className="text-sm text-muted-foreground">No word of this page matches this filter.</p>
          )}
          {data.sections
            .filter((section) => section.fields.length > 0)
            .map((section) => (
              <SectionCard key={section.key} title={section.title}>
                {section.fields.map((field) =>
                  isLanguageNeutral(field.id) ? (
                    <FieldEditor
                      key={`en:${field.id}:${field.version}`}
                      field={field}
                      lang="en"
                      editable={mayEditEnglish}
                      canApprove={false}
                    />
                  ) : (
                    <FieldEditor
                      key={`${lang}:${field.id}:${field.version}`}
                      field={field}
                      lang={lang}
                      editable={editable}
                      canApprove={editable && lang !== "en"}
                    />
                  ),
                )}
              </SectionCard>
            ))}
          {data.path !== null && (
            <div id="preview" className="scroll-mt-20">
              <SectionCard title="Preview">
                <PreviewPanel path={data.path} lang={lang} title={data.title} />
              </SectionCard>
            </div>
          )}
        </div>
      )}
    </>
  );
}
