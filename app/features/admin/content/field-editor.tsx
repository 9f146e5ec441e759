import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { notify } from "#app/lib/notify";
import { formattingHint } from "#contracts/formatting/check-formatting";
import { checkWord } from "#contracts/i18n/check-word";
import { wordProblemMessage, type ContentField } from "#contracts/api/site-content";
import { checkFact, factMessages, factOf } from "#contracts/site-content/company-facts";
import { directionOf, type LanguageCode } from "#contracts/languages";
import { ApiError } from "../shared/api-client";
import { hintClass, inputClass } from "../shared/field-styles";
import { englishLanguageName } from "../shared/language-name";
import { useApproveWord, useDiscardDraft, useSaveDraft } from "./content-api";
import { FactInput, ProblemList, type WordInputProps } from "./fact-input";
import { WordConflict } from "./word-conflict";
import { WordStatusBadges } from "./word-status";
import { workingTextOf } from "./working-text";

/**
 * One word of a page: the English beside the chosen language's text, which the staff edit with the server's own
 * checks as they type (checkWord, contracts/i18n/check-word.ts), save as a draft, discard or approve. Every write
 * sends the version the edit started from; a stale one (409) keeps what was typed and offers the other person's.
 * A company fact is one English input checked with checkFact (contracts/site-content/company-facts.ts).
 */
export function FieldEditor({
  field: loaded,
  lang,
  editable,
  canApprove,
}: {
  field: ContentField;
  lang: LanguageCode;
  /** False for a language the account may only read (a translator's English): no change is offered. */
  editable: boolean;
  canApprove: boolean;
}) {
  const id = useId();
  const [field, setField] = useState(loaded);
  const [text, setText] = useState(workingTextOf(loaded));
  const [theirs, setTheirs] = useState<ContentField | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveDraft();
  const discard = useDiscardDraft();
  const approve = useApproveWord();
  const busy = save.isPending || discard.isPending || approve.isPending;

  const fact = factOf(field.id);
  const factProblem = fact ? checkFact(field.id, text) : null;
  const problems = fact
    ? factProblem
      ? [factMessages[factProblem]]
      : []
    : checkWord(field.english, text, field.maxLength, field.format).map((problem) => wordProblemMessage(problem, field.maxLength));
  const changed = text !== workingTextOf(field);

  /** Runs one write over the field's version; the answer becomes the field, a 409 shows theirs. */
  const write = async (run: () => Promise<ContentField>, done: string, keepText = false) => {
    setFormError(null);
    try {
      const next = await run();
      setField(next);
      setTheirs(null);
      if (!keepText) setText(workingTextOf(next));
      void notify("success", done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.data) setTheirs(error.data as ContentField);
      else setFormError(error instanceof ApiError ? (error.errors?.[0]?.message ?? error.message) : "The change could not be saved.");
    }
  };

  const onSave = () => write(() => save.mutateAsync({ lang, id: field.id, body: { text, version: field.version } }), "Draft saved", true);
  const onDiscard = () => write(() => discard.mutateAsync({ lang, id: field.id, body: { version: field.version } }), "Draft discarded");
  const onApprove = () => write(() => approve.mutateAsync({ lang, id: field.id, body: { version: field.version } }), "Marked as reviewed");

  return (
    <article aria-labelledby={`${id}-title`} className="grid gap-3 border-t border-border py-4 first:border-t-0" data-word={field.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-title`} className="font-mono text-sm font-semibold break-all">
          {field.id}
        </h3>
        <WordStatusBadges status={fact ? null : field.status} draft={field.draft} />
      </div>
      {fact ? (
        <FactInput
          id={id}
          fact={fact}
          text={text}
          readOnly={!editable}
          problems={problems}
          alert={theirs || formError ? `${id}-alert` : undefined}
          onChange={setText}
        />
      ) : (
        <WordInput
          id={id}
          field={field}
          lang={lang}
          text={text}
          readOnly={!editable}
          problems={problems}
          alert={theirs || formError ? `${id}-alert` : undefined}
          onChange={setText}
        />
      )}
      <WordConflict
        id={`${id}-alert`}
        lang={lang}
        theirs={theirs}
        formError={formError}
        onUseTheirs={() => {
          if (!theirs) return;
          setField(theirs);
          setText(workingTextOf(theirs));
          setTheirs(null);
        }}
        onKeepMine={() => {
          if (!theirs) return;
          // Mine is written over their version on the next save.
          setField(theirs);
          setTheirs(null);
        }}
      />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy || !changed || problems.length > 0 || theirs !== null} onClick={onSave}>
            {save.isPending ? "Saving…" : "Save draft"}
          </Button>
          {field.draft && (
            <Button type="button" size="sm" variant="outline" disabled={busy || theirs !== null} onClick={onDiscard}>
              Discard draft
            </Button>
          )}
          {canApprove && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={
                busy || changed || theirs !== null || (field.draft ? field.draft.state === "reviewed" : field.status === "reviewed")
              }
              onClick={onApprove}
            >
              Approve
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** A translated word's text: the English beside it in another language, its length, placeholders and format. */
function WordInput({ id, field, lang, text, readOnly, problems, alert, onChange }: WordInputProps) {
  const formatted = field.format === "formatted";
  const describedBy = [`${id}-count`, formatted ? `${id}-format` : "", problems.length ? `${id}-problems` : "", alert ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={lang === "en" ? "grid gap-3" : "grid gap-3 md:grid-cols-2"}>
      {lang !== "en" && (
        <div>
          <p className="mb-1.5 text-sm font-medium" id={`${id}-english`}>
            English
          </p>
          <p lang="en" dir="ltr" className="rounded-md border border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap">
            {field.english}
          </p>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium">
          {englishLanguageName(lang)}
          <span className="sr-only"> text of {field.id}</span>
        </label>
        <textarea
          id={`${id}-text`}
          lang={lang}
          dir={directionOf(lang)}
          value={text}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass, "max-h-[24rem] min-h-16 field-sizing-content")}
        />
        <p id={`${id}-count`} className={hintClass}>
          {text.length} of {field.maxLength} characters
          {field.placeholders.length > 0 && ` · keeps ${field.placeholders.map((p) => `{${p}}`).join(", ")}`}
        </p>
        {formatted && (
          <p id={`${id}-format`} className={hintClass}>
            {formattingHint}
          </p>
        )}
        <ProblemList id={`${id}-problems`} problems={problems} />
      </div>
    </div>
  );
}
