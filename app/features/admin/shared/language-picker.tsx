import { useId } from "react";
import type { LanguageCode } from "#contracts/languages";
import { inputClass, labelClass } from "./field-styles";
import { languageName } from "./language-name";

/**
 * A choice of the site's languages: in the Content area, the language worked on (the caller's languages as the server
 * lists them, a translator's own, every one for an editor); in the post editor's preview, the page's.
 */
export function LanguagePicker({
  value,
  languages,
  onChange,
}: {
  value: LanguageCode;
  languages: readonly { lang: LanguageCode }[];
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
