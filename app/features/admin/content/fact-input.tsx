import type { ContentField } from "#contracts/api/site-content";
import type { LanguageCode } from "#contracts/languages";
import type { FactDefinition, FactKind } from "#contracts/site-content/company-facts";
import { fieldErrorClass, hintClass, inputClass } from "../shared/field-styles";

/** What the field editor hands the input of a word or a fact. */
export interface WordInputProps {
  id: string;
  field: ContentField;
  lang: LanguageCode;
  text: string;
  readOnly: boolean;
  /** The server's own messages for what is typed, checked as it is typed. */
  problems: readonly string[];
  /** The id of the conflict or error shown under the field, when one is. */
  alert?: string;
  onChange: (text: string) => void;
}

/** A field's problems, as the server would answer them. */
export function ProblemList({ id, problems }: { id: string; problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={fieldErrorClass}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

/** The input each kind of fact is typed in: the phone keypad, an e-mail or web address keyboard, a number or a date. */
const inputTypes: Record<FactKind, { type: string; inputMode?: "numeric" }> = {
  phone: { type: "tel" },
  email: { type: "email" },
  url: { type: "url" },
  text: { type: "text" },
  year: { type: "text", inputMode: "numeric" },
  count: { type: "text", inputMode: "numeric" },
  date: { type: "date" },
};

/**
 * A company fact (contracts/site-content/company-facts.ts) as one English input: it is the same in every language,
 * so there is no language column and no translation status. Its problems are checkFact's, as the server answers.
 */
export function FactInput({
  id,
  fact,
  text,
  readOnly,
  problems,
  alert,
  onChange,
}: Omit<WordInputProps, "field" | "lang"> & { fact: FactDefinition }) {
  const describedBy = [`${id}-hint`, problems.length ? `${id}-problems` : "", alert ?? ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium">
        {fact.label}
        {fact.optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </label>
      <input
        id={`${id}-text`}
        {...inputTypes[fact.kind]}
        lang="en"
        dir="ltr"
        value={text}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problems.length ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      <p id={`${id}-hint`} className={hintClass}>
        {fact.hint}. The same in every language.
      </p>
      <ProblemList id={`${id}-problems`} problems={problems} />
    </div>
  );
}
