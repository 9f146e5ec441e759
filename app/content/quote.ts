/** Copy of /quote, the quote request (issue 14). */
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function quoteContent(t: Translate) {
  const quoteNotice: string = t("quote.notice");

  const quotePage = {
    meta: {
      title: t("quote.page.meta.title"),
      description: t("quote.page.meta.description"),
      keywords: [
        t("quote.page.meta.keywords.0"),
        t("quote.page.meta.keywords.1"),
        t("quote.page.meta.keywords.2"),
        t("quote.page.meta.keywords.3"),
        t("quote.page.meta.keywords.4"),
        t("quote.page.meta.keywords.5"),
        t("quote.page.meta.keywords.6"),
      ],
    } satisfies PageMeta,
    hero: {
      eyebrow: t("quote.page.hero.eyebrow"),
      title: t("quote.page.hero.title"),
      lead: t("quote.page.hero.lead"),
    },
    form: {
      title: t("quote.page.form.title"),
      intro: t("quote.page.form.intro"),
    },
    /** The closing band leads back to the form (one path to a quote, issue 28), with the site's one reply promise. */
    cta: {
      heading: t("quote.page.cta.heading"),
      text: t("quote.page.cta.text", { replyTime: t("site.replyTime") }),
      toForm: t("quote.page.cta.toForm"),
    },
  };

  return { quoteNotice, quotePage };
}
