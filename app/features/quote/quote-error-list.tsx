import type { Say } from "#app/i18n/form-copy";
import type { FieldError } from "#contracts/forms/api";

/**
 * The served answer's field messages in a list under its notice, each a link to its field (issue 28): without
 * script the request is one long page, and the buyer sees at once what to correct and where.
 */
export function QuoteErrorList({ errors, fieldId, say }: { errors: FieldError[]; fieldId: (path: string) => string; say: Say }) {
  if (errors.length === 0) return null;
  return (
    <ul className="mt-2 list-disc ps-6 text-sm text-destructive">
      {errors.map((error) => (
        <li key={error.field}>
          <a href={`#${fieldId(error.field)}`} className="underline underline-offset-2">
            {say(error.code)}
          </a>
        </li>
      ))}
    </ul>
  );
}
