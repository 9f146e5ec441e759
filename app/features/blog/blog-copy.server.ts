import { contentOf } from "#app/content/localized";
import type { LanguageCode } from "#app/i18n/languages";
import type { BlogPageCopy } from "./blog-copy-context";

/** A blog page's words and its hero image (with its alt text) in `lang`, for the blog routes' loaders. */
export async function blogCopyOf(lang: LanguageCode): Promise<BlogPageCopy> {
  const [{ blogCopy }, { heroes }] = await Promise.all([contentOf(lang, "blog-copy"), contentOf(lang, "heroes")]);
  return { ...blogCopy, heroImage: heroes.blog };
}
