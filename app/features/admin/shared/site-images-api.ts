import { useMutation } from "@tanstack/react-query";
import type { SiteImage } from "#contracts/api/site-images";
import type { ApiData } from "#contracts/api/responses";
import { apiRequest } from "./api-client";

/** POST /api/staff/site-images: an image for the site's pages and posts, with its description. */
export function useUploadSiteImage() {
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) => {
      const form = new FormData();
      form.append("alt", alt);
      form.append("image", file);
      return apiRequest<ApiData<SiteImage>>("/staff/site-images", { method: "POST", form }).then((answer) => answer.data);
    },
  });
}
