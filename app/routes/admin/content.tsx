import { Link } from "react-router";
import { useContentPages } from "#app/features/admin/content/content-api";
import { useContentParams } from "#app/features/admin/content/content-controls";
import { LanguagePicker } from "#app/features/admin/shared/language-picker";
import { LanguageProgressList, ProgressRow } from "#app/features/admin/content/language-progress";
import { PublishActions } from "#app/features/admin/content/publish-actions";
import { XliffExport, XliffImport } from "#app/features/admin/content/xliff-exchange";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { DataTable, EmptyRows, Td } from "#app/features/admin/shared/data-table";
import { englishLanguageName } from "#app/features/admin/shared/language-name";
import { FilterSelect, ListToolbar } from "#app/features/admin/shared/list-controls";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { SectionCard } from "#app/features/admin/shared/section-card";
import type { PageSummary } from "#contracts/api/site-content";
import { companyFactsKey } from "#contracts/site-content/content-pages";
import type { LanguageCode } from "#contracts/languages";

export const meta = () => adminMeta("Content");

const pageFilters = { draft: "With drafts", outdated: "With outdated words" } as const;
type PageFilter = keyof typeof pageFilters;

const matches = (page: PageSummary, filter: PageFilter | undefined) =>
  !filter || (filter === "draft" ? page.drafts > 0 : page.outdated > 0);

function PagesTable({ pages, lang, filter }: { pages: readonly PageSummary[]; lang: LanguageCode; filter: PageFilter | undefined }) {
  const shown = pages.filter((page) => matches(page, filter));
  const query = `?lang=${lang}${filter ? `&status=${filter}` : ""}`;
  return (
    <DataTable
      caption={`Pages and shared parts, with their words in ${englishLanguageName(lang)}`}
      headers={["Page or part", "Path", "Words", "Drafts", "Outdated"]}
      empty={<EmptyRows show={shown.length === 0}>No page matches this filter.</EmptyRows>}
    >
      {shown.map((page) => (
        <tr key={page.key}>
          <Td>
            <Link to={`/admin/content/${page.key}${query}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              {page.title}
            </Link>
            {page.kind === "shared" && <span className="block text-xs text-muted-foreground">Shared part</span>}
          </Td>
          <Td className="break-all">{page.path ?? "—"}</Td>
          <Td>{page.fields}</Td>
          <Td>{page.drafts}</Td>
          <Td>{page.outdated}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

export default function Content() {
  const { lang: asked, status, update } = useContentParams();
  const overview = useContentPages(asked);
  const data = overview.data;
  // A translator's first language, English for an editor: the server lists the languages the caller may edit.
  const lang = asked ?? data?.languages[0]?.lang ?? "en";
  const chosen = data?.languages.find((progress) => progress.lang === lang);
  const others = data?.languages.filter((progress) => progress !== chosen) ?? [];
  const filter = status === "draft" || status === "outdated" ? status : undefined;
  return (
    <>
      <PageHeader
        title="Content"
        description="The words of every page and shared part of the site, in each language: edit, translate, approve and publish."
        actions={
          <>
            <PublishActions languages={data?.languages} />
          </>
        }
      />
      {overview.isPending && <Loading label="Loading the pages…" />}
      {overview.error && <LoadError error={overview.error} onRetry={() => void overview.refetch()} />}
      {data && (
        <div className="grid gap-6">
          <p className="text-sm">
            The company's phone numbers, e-mail addresses, postal address, social links, years, counters and certificates are one text in
            every language:{" "}
            <Link to={`/admin/content/${companyFactsKey}`} className="font-semibold text-primary underline-offset-4 hover:underline">
              Company facts
            </Link>
            .
          </p>
          <ListToolbar>
            <LanguagePicker value={lang} languages={data.languages} onChange={(next) => update({ lang: next })} />
            <FilterSelect
              label="Show"
              value={filter}
              options={Object.keys(pageFilters)}
              optionLabels={pageFilters}
              allLabel="Every page"
              onChange={(next) => update({ status: next || null })}
            />
          </ListToolbar>
          {chosen && (
            <ul aria-label="Progress of the chosen language" className="rounded-lg border border-border bg-card">
              <ProgressRow progress={chosen} />
            </ul>
          )}
          <PagesTable pages={data.pages} lang={lang} filter={filter} />
          {others.length > 0 && (
            <SectionCard title="Progress of the other languages">
              <LanguageProgressList languages={others} />
            </SectionCard>
          )}
          {lang !== "en" && (
            <SectionCard title="Exchange with a translation tool (XLIFF)">
              <div className="grid gap-6">
                <XliffExport lang={lang} />
                <XliffImport />
              </div>
            </SectionCard>
          )}
        </div>
      )}
    </>
  );
}
