import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { campaignImageLimits, campaignMessages } from "#contracts/api/campaigns";
import { Button } from "#app/components/ui/button";
import { ApiError } from "../shared/api-client";
import { inputClass, labelClass } from "../shared/field-styles";
import { useUploadCampaignImage } from "./campaigns-api";

/** `![alt](url)` with the description's brackets and backslashes escaped, so it cannot end the label early. */
export function imageMarkdown(alt: string, url: string) {
  return `![${alt.replace(/[\\[\]]/g, "\\$&")}](${url})`;
}

/**
 * "Insert image" for one language's body: the description (alt text, required: it is what a subscriber whose mail
 * program hides images reads, and what a screen reader says) and the file; the image is uploaded, and its markdown is
 * handed to `onInsert` to go in at the cursor. Problems are announced (role=alert).
 */
export function CampaignImageInsert({ language, onInsert }: { language: string; onInsert: (markdown: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  // Opening the panel takes the focus to its first field.
  useEffect(() => {
    if (open) altRef.current?.focus();
  }, [open]);
  const upload = useUploadCampaignImage();

  const close = () => {
    setOpen(false);
    setAlt("");
    setError(null);
  };

  // Not a <form>: this sits inside the campaign's form, and forms cannot nest.
  const insert = async () => {
    setError(null);
    const file = fileRef.current?.files?.[0];
    const description = alt.trim();
    if (!description) return setError(campaignMessages.imageAltRequired);
    if (!file) return setError(campaignMessages.imageMissing);
    if (file.size > campaignImageLimits.maxBytes) return setError(campaignMessages.imageTooLarge);
    try {
      const image = await upload.mutateAsync(file);
      onInsert(imageMarkdown(description, image.url));
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
          Insert image ({language})
        </Button>
      </div>
    );

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="grid gap-3 rounded-md border border-border p-3">
      <p id={`${id}-title`} className="text-sm font-medium">
        Insert an image into the {language} body
      </p>
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
          What the image shows, for subscribers whose mail program hides images and for screen readers.
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-file`} className={labelClass}>
          Image file
        </label>
        <input
          id={`${id}-file`}
          ref={fileRef}
          type="file"
          accept={campaignImageLimits.accept}
          aria-describedby={`${id}-file-hint`}
          className="text-sm"
        />
        <p id={`${id}-file-hint`} className="text-sm text-muted-foreground">
          JPEG, PNG, WebP or AVIF, at most 5 MB. It is scaled to at most {campaignImageLimits.maxWidth} pixels wide and sent as JPEG (PNG
          when it has transparency), without its camera and location details.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={() => void insert()} disabled={upload.isPending}>
          {upload.isPending ? "Uploading…" : "Upload and insert"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={close}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
