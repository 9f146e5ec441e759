import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { xliffSelections, xliffVersions, type XliffImportReport } from "#contracts/api/site-content";
import type { LanguageCode } from "#contracts/languages";
import { ApiError } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { ExportButton } from "../shared/export-button";
import { inputClass, labelClass } from "../shared/field-styles";
import { countOf } from "../shared/format";
import { englishLanguageName } from "../shared/language-name";
import { useImportXliff } from "./content-api";
import { XliffReport } from "./xliff-report";

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="w-full sm:w-52">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const onlyLabels: Record<(typeof xliffSelections)[number] | "", string> = {
  "": "Every word",
  untranslated: "Only untranslated",
  outdated: "Only outdated",
};

/** The chosen language's words as an XLIFF file for a translation tool: every word, or only those needing work. */
export function XliffExport({ lang }: { lang: LanguageCode }) {
  const [only, setOnly] = useState<(typeof xliffSelections)[number] | "">("");
  const [version, setVersion] = useState<(typeof xliffVersions)[number]>("2.0");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Choice
        label="Words"
        value={only}
        onChange={setOnly}
        options={(["", ...xliffSelections] as const).map((value) => ({ value, label: onlyLabels[value] }))}
      />
      <Choice
        label="XLIFF version"
        value={version}
        onChange={setVersion}
        options={xliffVersions.map((value) => ({ value, label: value }))}
      />
      <ExportButton
        label={`Export ${englishLanguageName(lang)} XLIFF`}
        onExport={() => downloadFile("/staff/content/xliff", `${lang}.xlf`, { lang, only: only || undefined, version })}
      />
    </div>
  );
}

/**
 * A translated XLIFF file read back: checked first (a dry run lists what each unit would do), then imported as drafts.
 * The server takes all or nothing, so a file with a refused unit changes nothing.
 */
export function XliffImport() {
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<XliffImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importXliff = useImportXliff();

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    try {
      const answer = await importXliff.mutateAsync({ xliff: file.text, dryRun });
      setReport(answer);
      if (!dryRun) {
        void notify("success", `Imported ${countOf(answer.changed, ["word", "words"])} as drafts`);
        setFile(null);
      }
    } catch (failure) {
      // A refused file answers with its report, to list each unit.
      if (failure instanceof ApiError && failure.data) setReport(failure.data as XliffImportReport);
      else setError(failure instanceof Error ? failure.message : "The file could not be read.");
    }
  };

  const checked = report?.dryRun && report.refused.length === 0 && report.fileProblems.length === 0 && file !== null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor={id} className={labelClass}>
            XLIFF file
          </label>
          <input
            id={id}
            type="file"
            accept=".xlf,.xliff,.xml,application/xml,application/x-xliff+xml"
            className="block text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-foreground"
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              setReport(null);
              setError(null);
              setFile(chosen ? { name: chosen.name, text: await chosen.text() } : null);
            }}
          />
        </div>
        <Button type="button" variant="outline" size="sm" disabled={!file || importXliff.isPending} onClick={() => void run(true)}>
          Check the file
        </Button>
        {checked && (
          <Button type="button" size="sm" disabled={importXliff.isPending || report.changed === 0} onClick={() => void run(false)}>
            Import {countOf(report.changed, ["change", "changes"])} as drafts
          </Button>
        )}
      </div>
      <div role="status" className="empty:hidden">
        {report && <XliffReport report={report} />}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
