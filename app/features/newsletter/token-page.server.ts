import { contentOf } from "#app/content/localized";
import type { LanguageCode } from "#app/i18n/languages";

type Page = "confirm" | "unsubscribe";

/** A token page's words in its language (the confirm or unsubscribe link of an email); the server's answers come as codes, shown in it. */
export async function loadTokenPage<P extends Page>(lang: LanguageCode, page: P) {
  const { newsletterPages, newsletterMessages } = await contentOf(lang, "forms");
  return {
    lang,
    eyebrow: newsletterPages.eyebrow,
    copy: newsletterPages[page],
    unavailableCopy: newsletterPages.unavailable,
    messages: newsletterMessages,
  };
}
