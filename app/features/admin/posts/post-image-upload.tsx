import { useFormContext } from "react-hook-form";
import { siteImageLimits, siteImageMessages } from "#contracts/api/site-images";
import { siteImagePathPattern } from "#contracts/site-image-paths";
import { notify } from "#app/lib/notify";
import { ImageUploadPanel } from "../shared/image-upload-panel";
import { useUploadSiteImage } from "../shared/site-images-api";
import type { PostFormValues } from "./post-form-values";

/**
 * The post's image uploaded from the editor (issue 30, item 7): kept by the site in the widths the blog shows, and put
 * in the Image path field; an uploaded image already chosen is shown small beside it.
 */
export function PostImageUpload() {
  const { setValue, watch } = useFormContext<PostFormValues>();
  const upload = useUploadSiteImage();
  const image = watch("image");
  return (
    <div className="flex flex-wrap items-start gap-4">
      {siteImagePathPattern.test(image) && (
        <img
          src={image}
          alt="The post's image as chosen"
          width={160}
          height={90}
          className="aspect-video h-auto w-40 rounded-md border border-border object-cover"
        />
      )}
      <ImageUploadPanel
        openLabel="Upload an image"
        title="Upload the post's image"
        altHint="What the image shows, for readers who cannot see it."
        fileHint="JPEG, PNG, WebP or AVIF, at most 10 MB. The site keeps it as WebP at 640 and 1280 pixels wide, without its camera and location details."
        submitLabel="Upload and use"
        limits={siteImageLimits}
        messages={siteImageMessages}
        upload={async (file, alt) => {
          const uploaded = await upload.mutateAsync({ file, alt });
          setValue("image", uploaded.src, { shouldDirty: true, shouldValidate: true });
          void notify("success", "Image uploaded; save the post to use it");
        }}
        pending={upload.isPending}
      />
    </div>
  );
}
