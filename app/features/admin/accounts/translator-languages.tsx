import { useId } from "react";
import { languages, type LanguageCode } from "#contracts/languages";
import { fieldErrorClass } from "../shared/field-styles";
import { englishLanguageName, languageName } from "../shared/language-name";

/** The languages a translator may be given: every one but English, which editors change. */
export const translatableLanguages = languages.filter(({ code }) => code !== "en").map(({ code }) => code);

/** A translator's languages as the staff read them: "Hindi, Marathi". */
export const languagesText = (codes: readonly string[]) => codes.map(englishLanguageName).join(", ");

/** The checkboxes of a translator's languages (at least one; English is not offered). */
export function TranslatorLanguages({
  value,
  onChange,
  legend = "Languages they translate",
  error,
}: {
  value: readonly LanguageCode[];
  onChange: (languages: LanguageCode[]) => void;
  legend?: string;
  error?: string;
}) {
  const id = useId();
  const toggle = (code: LanguageCode, on: boolean) =>
    onChange(translatableLanguages.filter((lang) => (lang === code ? on : value.includes(lang))));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-5">
        {translatableLanguages.map((code) => (
          <label key={code} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" checked={value.includes(code)} onChange={(event) => toggle(code, event.target.checked)} />
            {languageName(code)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
