import { FileText, X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type RefObject } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { errorIdOf, FieldError } from "#app/components/forms/field";
import { servedField, type FormAnswer } from "#app/components/forms/form-answer";
import { Button } from "#app/components/ui/button";
import { useFormCopy } from "#app/i18n/form-copy";
import { cn } from "#app/lib/cn";
import { notify } from "#app/lib/notify";
import { checkResume, checkResumeBytes, RESUME_HEAD_BYTES } from "#contracts/forms/careers";
import { TOAST_MS } from "#contracts/forms/limits";

const toast = { duration: TOAST_MS.careers };

/**
 * The application's optional résumé, kept outside the form's values: the file chosen, its input, and its error
 * (the served one after a plain post, a check's, or the server's).
 */
export function useResume(answer: FormAnswer | undefined) {
  const { say } = useFormCopy("careers");
  const [resume, setResume] = useState<File | null>(null);
  const resumeInput = useRef<HTMLInputElement>(null);
  const [resumeError, setResumeError] = useState<string | undefined>(servedField(answer, "resume").error);

  function chooseResume(file: File | null) {
    setResume(file);
    if (!file && resumeInput.current) resumeInput.current.value = "";
  }

  /** The latest file picked: a check still reading an earlier one's bytes gives way to it. */
  const picked = useRef<File | null>(null);

  /**
   * docs/product/product-spec.md §5: a file that breaks a rule is refused at once, with a toast, and the input
   * cleared. Its name and size first, then its first bytes, by the server's own rule (issue 28: a renamed .exe
   * was refused only on submit).
   */
  async function selectResume(file: File | null) {
    picked.current = file;
    setResumeError(undefined);
    if (!file) return chooseResume(null);
    const problem = checkResume(file) ?? checkResumeBytes(new Uint8Array(await file.slice(0, RESUME_HEAD_BYTES).arrayBuffer()));
    if (picked.current !== file) return;
    if (problem) {
      chooseResume(null);
      setResumeError(problem);
      void notify("error", say(problem), toast);
      return;
    }
    chooseResume(file);
  }

  const onResumeChange = (event: ChangeEvent<HTMLInputElement>) => void selectResume(event.target.files?.[0] ?? null);

  // A file chosen before this hydrated is in the input but was never checked.
  const checkEarlyResume = useEffectEvent(() => {
    const early = resumeInput.current?.files?.[0];
    if (early) void selectResume(early);
  });
  useEffect(() => checkEarlyResume(), []);

  return { resume, resumeInput, resumeError, setResumeError, chooseResume, onResumeChange };
}

/** The résumé's label, file input (a PDF), error, and the chosen file with its remove button. */
export function ResumeField({
  id,
  inputRef,
  resume,
  error,
  onChange,
  onRemove,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  resume: File | null;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  const { ui } = useFormCopy("careers").copy;
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium">
        {ui.resume} <span className="font-normal text-muted-foreground">{ui.resumeHint}</span>
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="resume"
        accept="application/pdf,.pdf"
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={cn(
          "mt-1.5 block w-full rounded-md border bg-card text-sm text-muted-foreground file:me-4 file:h-11 file:cursor-pointer file:border-0 file:bg-secondary file:px-4 file:font-semibold file:text-secondary-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring",
          error ? "border-destructive" : "border-input",
        )}
      />
      <FieldError id={errorIdOf(id)} message={error} />
      {resume && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <FileText aria-hidden="true" className="size-4 text-primary" />
          <span className="min-w-0 break-all font-medium">{resume.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <X aria-hidden="true" /> {ui.removeFile}
          </Button>
        </div>
      )}
    </>
  );
}

/** The consent an attached résumé needs (docs/product/decisions.md, Privacy): its checkbox, label and error. */
export function ResumeConsent({
  id,
  field,
  defaultChecked,
  error,
}: {
  id: string;
  /** Registers the checkbox as it renders, in the form's field order (the first field in error takes the focus). */
  field: () => UseFormRegisterReturn<"consent">;
  defaultChecked: boolean;
  error: string | undefined;
}) {
  const { notices } = useFormCopy("careers").copy;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...field()}
          id={id}
          type="checkbox"
          value="true"
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {notices.resumeConsent}
        </label>
      </div>
      <FieldError id={errorIdOf(id)} message={error} />
    </div>
  );
}
