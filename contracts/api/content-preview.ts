/**
 * The staff's preview of a public page in the words of a language's drafts (issue 30, item 4): the real page, in its
 * language and direction, rendered on the server with the language's published words and its drafts laid over the
 * catalogue, in the light or dark theme. The Content area shows it in `<iframe sandbox="allow-same-origin" srcdoc>`:
 * the HTML comes without scripts, its stylesheet and images from this site (allowed by the staff page's policy).
 *
 * - GET /api/staff/content/preview?path=/hi/services/service1&theme=light|dark → the page's HTML (text/html),
 *   `Cache-Control: no-store`, `X-Robots-Tag: noindex`; 400 when `path` is not the address of a public page whose
 *   words the Content area edits (a prerendered page, in any language); 404 when this instance serves no pages (an
 *   API-only server).
 *
 * Needs a staff session with a role of `staffAreaRoles.content`. The page's language is its address's.
 */
import { z } from "zod/mini";
import { nulMessage, withoutNul } from "./list-query";

export const previewThemes = ["light", "dark"] as const;
export type PreviewTheme = (typeof previewThemes)[number];

export const ContentPreviewQuerySchema = z.object({
  /** A page's address as the site serves it: "/hi/services/service1", "/" or "/ar"; the English home page when left out. */
  path: z._default(z.string().check(z.minLength(1), z.maxLength(200), z.refine(withoutNul, nulMessage)), "/"),
  theme: z._default(z.enum(previewThemes), "light"),
});
export type ContentPreviewQuery = z.input<typeof ContentPreviewQuerySchema>;

/** The message of the 400 for an address that is not a public page. */
export const notAPageMessage = "This address is not a public page of the site.";
