/**
 * The staff's preview of a blog post as it stands in the editor (issue 30, item 7): the real post page, /blog/{slug},
 * rendered on the server with the form's values in place of the stored post, nothing saved or published. The chosen
 * site language dresses the page (its header, footer, words and direction, Arabic right to left); the article keeps its
 * own language. The editor shows it as the Content area shows a page's preview (contracts/api/content-preview.ts): in
 * `<iframe sandbox="allow-same-origin" srcdoc>`, the HTML without scripts.
 *
 * - POST /api/staff/posts/preview?lang=hi&theme=dark  PostPreviewRequest → the page's HTML (text/html),
 *   `Cache-Control: no-store`, `X-Robots-Tag: noindex`; 400 with the save's own messages when a value would not
 *   save (the body is checked by the save's schema); 404 when `id` names no post, or this instance serves no pages
 *   (an API-only server).
 *
 * Needs a staff session with a role of `staffAreaRoles.posts`.
 */
import { z } from "zod/mini";
import { defaultLanguage } from "../languages";
import { languageCodes } from "../forms/fields";
import { previewThemes } from "./content-preview";
import { PostInputSchema } from "./posts";

export const postPreviewMessages = {
  lang: "Choose one of the site's languages",
  theme: "Choose light or dark",
} as const;

export const PostPreviewQuerySchema = z.object({
  /** The site language the page is shown in; English when left out. */
  lang: z._default(z.enum(languageCodes, { error: postPreviewMessages.lang }), defaultLanguage),
  theme: z._default(z.enum(previewThemes, { error: postPreviewMessages.theme }), "light"),
});
export type PostPreviewQuery = z.input<typeof PostPreviewQuerySchema>;

/**
 * The editor's values, as a save sends them, and the post they are of (`id`; left out for a post not yet created):
 * the page then shows that post's own number and leaves it out of "more to read" whatever its address was.
 */
export const PostPreviewSchema = z.extend(PostInputSchema, {
  id: z.optional(z.int32({ error: "id must be a post's id" }).check(z.minimum(1, "id must be a post's id"))),
});
export type PostPreviewRequest = z.input<typeof PostPreviewSchema>;
