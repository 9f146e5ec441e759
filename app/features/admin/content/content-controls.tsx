import { useId } from "react";
import { fieldFilters, type LanguageProgress } from "#contracts/api/site-content";
import { languageCodes } from "#contracts/forms/fields";
import type { LanguageCode } from "#contracts/languages";
import { inputClass, labelClass } from "../shared/field-styles";
import { languageName } from "../shared/language-name";
import { FilterSelect } from "../shared/list-controls";
import { useListParams } from "../shared/use-list-params";
import { wordStatusLabels } from "./word-status";

/** The Content screens' language and status filter, in the URL (?lang=hi&status=outdated). */
export function useContentParams() {
  const { filters, update } = useListParams({ lang: languageCodes, status: fieldFilters });
  return { lang: filters.lang as LanguageCode | undefined, status: filters.status as (typeof fieldFilters)[number] | undefined, update };
}

/** The language worked on: the caller's languages as the server lists them (a translator's own, every one for an editor). */
export function LanguagePicker({
  value,
  languages,
  onChange,
}: {
  value: LanguageCode;
  languages: readonly LanguageProgress[];
  onChange: (lang: LanguageCode) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-56">
      <label htmlFor={id} className={labelClass}>
        Language
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as LanguageCode)} className={inputClass}>
        {languages.map(({ lang }) => (
          <option key={lang} value={lang}>
            {languageName(lang)}
          </option>
        ))}
      </select>
    </div>
  );
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
