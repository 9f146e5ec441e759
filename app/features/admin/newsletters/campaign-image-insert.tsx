import { campaignImageLimits, campaignMessages } from "#contracts/api/campaigns";
import { ImageUploadPanel } from "../shared/image-upload-panel";
import { useUploadCampaignImage } from "./campaigns-api";

/** `![alt](url)` with the description's brackets and backslashes escaped, so it cannot end the label early. */
export function imageMarkdown(alt: string, url: string) {
  return `![${alt.replace(/[\\[\]]/g, "\\$&")}](${url})`;
}

/**
 * "Insert image" for one language's body: the description (alt text, required: it is what a subscriber whose mail
 * program hides images reads, and what a screen reader says) and the file; the image is uploaded, and its markdown is
 * handed to `onInsert` to go in at the cursor.
 */
export function CampaignImageInsert({ language, onInsert }: { language: string; onInsert: (markdown: string) => void }) {
  const upload = useUploadCampaignImage();
  return (
    <ImageUploadPanel
      openLabel={`Insert image (${language})`}
      title={`Insert an image into the ${language} body`}
      altHint="What the image shows, for subscribers whose mail program hides images and for screen readers."
      fileHint={`JPEG, PNG, WebP or AVIF, at most 5 MB. It is scaled to at most ${campaignImageLimits.maxWidth} pixels wide and sent as JPEG (PNG when it has transparency), without its camera and location details.`}
      submitLabel="Upload and insert"
      limits={campaignImageLimits}
      messages={{ ...campaignMessages, altRequired: campaignMessages.imageAltRequired }}
      upload={async (file, alt) => onInsert(imageMarkdown(alt, (await upload.mutateAsync(file)).url))}
      pending={upload.isPending}
    />
  );
}
