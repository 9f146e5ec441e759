import { useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "#app/lib/notify";
import { ApiError } from "./api-client";
import { showServerFieldErrors } from "./server-field-errors";

/**
 * The optimistic locking of an editor (posts, openings): every write sends the version the edit started
 * from and keeps the one the server returns. A failure lands where the writer can act on it: a taken
 * slug on the slug field, a stale version (409) as a conflict that keeps every word typed and offers
 * their version (`loadTheirs`), field errors on their fields, anything else above the form.
 */
export function useVersionedEditor<R extends { version: number }, V extends FieldValues, O>({
  record,
  form,
  toValues,
  noun,
  messages,
  onReload,
}: {
  record: R | undefined;
  form: Pick<UseFormReturn<V, unknown, O>, "reset" | "setError">;
  toValues: (record: R) => V;
  noun: string;
  /** `slugTaken` for a record with a slug (posts, openings). */
  messages: { slugTaken?: string; staleVersion: string };
  onReload: () => Promise<R | undefined>;
}) {
  const versionRef = useRef(record?.version);
  const [conflict, setConflict] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const fail = (error: unknown, values?: object) => {
    if (!(error instanceof ApiError)) return setFormError(`The ${noun} could not be saved. Please try again.`);
    if (error.status === 409 && messages.slugTaken && error.message === messages.slugTaken)
      return form.setError("slug" as Path<V>, { message: error.message }, { shouldFocus: true });
    if (error.status === 409) return setConflict(error.message || messages.staleVersion);
    if (!values || !showServerFieldErrors(error, values, form.setError)) setFormError(error.message);
  };

  /** Runs one versioned write; undefined when it failed (the failure is shown). `values` are the form's, for field errors. */
  const run = async (write: (version: number | undefined) => Promise<R>, values?: object) => {
    setConflict(null);
    setFormError(null);
    try {
      // The newer of the version this form saved or loaded and the record's: another part of the page (a shipment's
      // timeline) may have saved the record since.
      const version = record && versionRef.current !== undefined ? Math.max(versionRef.current, record.version) : versionRef.current;
      const saved = await write(version);
      versionRef.current = saved.version;
      return saved;
    } catch (error) {
      fail(error, values);
      return undefined;
    }
  };

  const loadTheirs = async () => {
    const latest = await onReload();
    if (!latest) return;
    versionRef.current = latest.version;
    form.reset(toValues(latest));
    setConflict(null);
    void notify("info", `Loaded the latest version of the ${noun}`);
  };

  return { conflict, formError, run, loadTheirs };
}
