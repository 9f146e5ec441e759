import type { XliffImportReport } from "#contracts/api/site-content";
import { countOf } from "../shared/format";
import { englishLanguageName } from "../shared/language-name";

/** What an XLIFF import did, or would do (a dry run): its counts, then each refused unit with the reason. */
export function XliffReport({ report }: { report: XliffImportReport }) {
  const language = report.lang ? ` (${englishLanguageName(report.lang)})` : "";
  const refused = report.refused.length + report.fileProblems.length;
  return (
    <div className="rounded-md border border-border p-3 text-sm">
      <p className="font-semibold">
        {report.dryRun ? "Checked" : "Imported"}
        {language}: {countOf(report.units, ["unit", "units"])}, {countOf(report.changed, ["change", "changes"])}
        {refused > 0 && `, ${refused} refused: nothing will be imported until they are fixed`}.
      </p>
      {refused > 0 && (
        <ul className="mt-2 grid gap-1">
          {report.fileProblems.map((problem) => (
            <li key={problem} className="text-destructive">
              {problem}
            </li>
          ))}
          {report.refused.map((unit) => (
            <li key={unit.id}>
              <code className="font-mono break-all">{unit.id}</code>: <span className="text-destructive">{unit.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
