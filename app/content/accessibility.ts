import { companyContactOf } from "./company";
import { site } from "./site";
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function accessibilityContent(t: Translate) {
  /** The accessibility statement (/accessibility, issue 17). Kept true to how the site is actually tested. */
  const accessibilityMeta: PageMeta = {
    title: t("accessibility.meta.title", { siteName: site.name }),
    description: t("accessibility.meta.description", { siteName: site.name }),
    keywords: [
      t("accessibility.meta.keywords.0"),
      "WCAG 2.2",
      t("accessibility.meta.keywords.2"),
      t("accessibility.meta.keywords.3"),
      t("accessibility.meta.keywords.4"),
      t("accessibility.meta.keywords.5"),
    ],
  };

  // Shown in the page's language by the page (Intl), never written out by hand.
  const accessibilityUpdated = { iso: "2026-11-24" };

  const accessibilityIntro: string = t("accessibility.intro");

  const accessibilityTarget: string = t("accessibility.target");

  /** How each release is checked: the automated browser tests run on every change before it is published. */
  const accessibilityTesting = [
    {
      title: t("accessibility.testing.0.title"),
      text: t("accessibility.testing.0.text"),
    },
    {
      title: t("accessibility.testing.1.title"),
      text: t("accessibility.testing.1.text"),
    },
    {
      title: t("accessibility.testing.2.title"),
      text: t("accessibility.testing.2.text"),
    },
    {
      title: t("accessibility.testing.3.title"),
      text: t("accessibility.testing.3.text"),
    },
    {
      title: t("accessibility.testing.4.title"),
      text: t("accessibility.testing.4.text"),
    },
    {
      title: t("accessibility.testing.5.title"),
      text: t("accessibility.testing.5.text"),
    },
  ];

  /** Honest about what is not there yet. */
  const accessibilityLimits = [t("accessibility.limits.0"), t("accessibility.limits.1"), t("accessibility.limits.2")];

  const accessibilityContact = {
    lead: t("accessibility.contact.lead"),
    email: t("company.email"),
    phone: companyContactOf(t).phone,
    answer: t("accessibility.contact.answer"),
  };

  return {
    accessibilityMeta,
    accessibilityUpdated,
    accessibilityIntro,
    accessibilityTarget,
    accessibilityTesting,
    accessibilityLimits,
    accessibilityContact,
  };
}
