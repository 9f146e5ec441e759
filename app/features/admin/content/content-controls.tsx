import { fieldFilters } from "#contracts/api/site-content";
import { languageCodes } from "#contracts/forms/fields";
import type { LanguageCode } from "#contracts/languages";
import { FilterSelect } from "../shared/list-controls";
import { useListParams } from "../shared/use-list-params";
import { wordStatusLabels } from "./word-status";

/** The Content screens' language and status filter, in the URL (?lang=hi&status=outdated). */
export function useContentParams() {
  const { filters, update } = useListParams({ lang: languageCodes, status: fieldFilters });
  return { lang: filters.lang as LanguageCode | undefined, status: filters.status as (typeof fieldFilters)[number] | undefined, update };
}

export function StatusFilter({ value, onChange }: { value: string | undefined; onChange: (status: string) => void }) {
  return (
    <FilterSelect
      label="Status"
      value={value}
      options={fieldFilters}
      optionLabels={{ ...wordStatusLabels, draft: "With a draft" }}
      allLabel="Every word"
      onChange={onChange}
    />
  );
}
