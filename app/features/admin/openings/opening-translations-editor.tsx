import { Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { openingLimits, openingTranslationLanguages, type OpeningTranslation } from "#contracts/api/openings";
import { emptyTranslation, type OpeningFormValues } from "./opening-form-values";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { SectionsEditor } from "../shared/sections-editor";
import { languageName } from "../shared/language-name";

/** A language's name in English, for the English-only staff screens ("Hindi (हिन्दी)"). */
export { languageName };

/**
 * An opening's versions in other languages (issue 28, item 10): title, summary and sections in that language. A
 * careers page in a language with a version shows it; one without shows the English, marked as English.
 */
export function OpeningTranslationsEditor() {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OpeningFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "translations" });
  const used = new Set(fields.map((field) => field.lang));
  const free = openingTranslationLanguages.filter((code) => !used.has(code));
  const [chosen, setChosen] = useState<OpeningTranslation["lang"] | "">("");
  const list = useRef<HTMLOListElement>(null);
  const choice = chosen && free.includes(chosen) ? chosen : (free[0] ?? "");

  const add = () => {
    if (!choice) return;
    append(emptyTranslation(choice));
    // The new version's title is where its author types next.
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>("li:last-child input")?.focus());
  };

  return (
    <div>
      <p className="text-sm text-muted-foreground">
        A careers page in a language with a version here shows it; in any other language it shows the English above, marked as English.
        Department, location, type and dates are the same in every version.
      </p>
      <ol ref={list} className="mt-4 grid gap-4">
        {fields.map((field, index) => {
          const versionErrors = errors.translations?.[index];
          const name = languageName(field.lang);
          return (
            <li key={field.id}>
              <fieldset className="rounded-lg border border-border bg-background p-4">
                <legend className="px-1 text-sm font-semibold">{name}</legend>
                <div className="grid gap-4">
                  <FormField id={`${id}-${field.id}-title`} label={`Title in ${name}`} error={versionErrors?.title?.message}>
                    {(aria) => <input {...aria} lang={field.lang} {...register(`translations.${index}.title`)} className={inputClass} />}
                  </FormField>
                  <FormField
                    id={`${id}-${field.id}-summary`}
                    label={`Summary in ${name}`}
                    hint={`At most ${openingLimits.summaryMax} characters.`}
                    error={versionErrors?.summary?.message}
                  >
                    {(aria) => (
                      <textarea
                        {...aria}
                        lang={field.lang}
                        rows={3}
                        {...register(`translations.${index}.summary`)}
                        className={inputClass}
                      />
                    )}
                  </FormField>
                  <SectionsEditor limits={openingLimits} noun="version" path={`translations.${index}.sections`} />
                  <div>
                    <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                      <Trash2 aria-hidden="true" /> Remove the {name} version
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {errors.translations?.root?.message && (
        <p className="mt-2 text-sm font-medium text-destructive">{errors.translations.root.message}</p>
      )}
      {free.length > 0 && (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <FormField id={`${id}-add`} label="Language">
            {(aria) => (
              <select
                {...aria}
                value={choice}
                onChange={(event) => setChosen(event.target.value as OpeningTranslation["lang"])}
                className={inputClass}
              >
                {free.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden="true" /> Add a version in this language
          </Button>
        </div>
      )}
    </div>
  );
}
