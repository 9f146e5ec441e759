import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { ApiError } from "./api-client";
import { inputClass, labelClass } from "./field-styles";

export interface ImageUploadPanelProps {
  /** The button that opens the panel. */
  openLabel: ReactNode;
  /** The panel's heading, which names it for screen readers. */
  title: string;
  /** The description field's hint; without one the panel asks no description (a page picture's are words, decision 043). */
  altHint?: string;
  fileHint: ReactNode;
  submitLabel: string;
  limits: { maxBytes: number; accept: string };
  messages: { altRequired?: string; imageMissing: string; imageTooLarge: string };
  /** Uploads the file with its description; a refusal (ApiError) is shown in the panel. */
  upload: (file: File, alt: string) => Promise<void>;
  pending: boolean;
}

/**
 * An image and its description (alt text, required: what a screen reader says, and what shows where the image cannot),
 * asked in a small panel and uploaded; the caller decides what the uploaded image becomes (a campaign body's markdown,
 * a post's image). Not a <form>: it sits inside an editor's form, and forms cannot nest. Problems are announced
 * (role=alert).
 */
export function ImageUploadPanel({
  openLabel,
  title,
  altHint,
  fileHint,
  submitLabel,
  limits,
  messages,
  upload,
  pending,
}: ImageUploadPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  // Opening the panel takes the focus to its first field.
  useEffect(() => {
    if (open) (altRef.current ?? fileRef.current)?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setAlt("");
    setError(null);
  };

  const submit = async () => {
    setError(null);
    const file = fileRef.current?.files?.[0];
    const description = alt.trim();
    if (altHint && !description) return setError(messages.altRequired ?? null);
    if (!file) return setError(messages.imageMissing);
    if (file.size > limits.maxBytes) return setError(messages.imageTooLarge);
    try {
      await upload(file, description);
      close();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The image could not be uploaded. Please try again.");
    }
  };

  if (!open)
    return (
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          <ImagePlus aria-hidden="true" />
          {openLabel}
        </Button>
      </div>
    );

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border border-border p-3">
      <p id={`${id}-title`} className="text-sm font-medium">
        {title}
      </p>
      {altHint && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-alt`} className={labelClass}>
            Description (alt text)
          </label>
          <input
            id={`${id}-alt`}
            ref={altRef}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            aria-describedby={`${id}-alt-hint`}
            className={inputClass}
          />
          <p id={`${id}-alt-hint`} className="text-sm text-muted-foreground">
            {altHint}
          </p>
        </div>
      )}
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className={labelClass}>
          Image file
        </label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={limits.accept}
          aria-describedby={`${id}-file-hint`}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          {fileHint}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={() => void submit()} disabled={pending}>
          {pending ? "Uploading…" : submitLabel}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
