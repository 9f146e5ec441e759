/**
 * Copy for /achievements: the four counters of docs/product/product-spec.md §9 and the three
 * credentials of §2.8, each with light and dark artwork. The counters' values, the years and the certificates'
 * numbers and validity are the company's published facts (`company.*`, app/content/company.ts).
 */
import { companyFactsOf } from "./company";
import { yearsInBusiness } from "./site";
import type { IconName, MediaImage, PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";

export interface Milestone {
  /** The final number; the page counts up to it. */
  value: number;
  suffix: "+";
  label: string;
  detail: string;
  icon: IconName;
}

export interface Credential {
  title: string;
  issuer: string;
  text: string;
  image: MediaImage;
  /** The certificate's number and validity, each when staff gave it ("Certificate no. …", "Valid until …"). */
  details: string[];
}

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function achievementsContent(t: Translate) {
  const { founded, renamed } = companyFactsOf(t);
  const count = (
    id: "company.milestones.0.value" | "company.milestones.1.value" | "company.milestones.2.value" | "company.milestones.3.value",
  ) => Number(t(id));
  const detailsOf = (n: 0 | 1 | 2) => {
    const number = t(`company.credentials.${n}.number`);
    const validUntil = t(`company.credentials.${n}.validUntil`);
    return [
      ...(number ? [t("achievements.credentialDetails.number", { number })] : []),
      // Noon UTC: the same calendar day wherever the server's clock is.
      ...(validUntil ? [t("achievements.credentialDetails.validUntil", { date: new Date(`${validUntil}T12:00:00Z`) })] : []),
    ];
  };
  const achievementsMeta: PageMeta = {
    title: t("achievements.meta.title"),
    description: t("achievements.meta.description"),
    keywords: [
      t("achievements.meta.keywords.0"),
      t("achievements.meta.keywords.1"),
      t("about.meta.keywords.4"),
      t("achievements.meta.keywords.3"),
      t("about.meta.keywords.2"),
      t("achievements.meta.keywords.5"),
    ],
  };

  const achievementsHero = {
    eyebrow: t("achievements.hero.eyebrow"),
    title: t("achievements.hero.title", { years: yearsInBusiness(founded) }),
    lead: t("achievements.hero.lead", { founded }),
  };

  const milestonesSection = {
    title: t("achievements.milestonesSection.title"),
    intro: t("achievements.milestonesSection.intro"),
  };

  const milestones: Milestone[] = [
    {
      value: count("company.milestones.0.value"),
      suffix: "+",
      label: t("achievements.milestones.0.label"),
      detail: t("achievements.milestones.0.detail", { founded, renamed }),
      icon: "clock",
    },
    {
      value: count("company.milestones.1.value"),
      suffix: "+",
      label: t("achievements.milestones.1.label"),
      detail: t("achievements.milestones.1.detail"),
      icon: "handshake",
    },
    {
      value: count("company.milestones.2.value"),
      suffix: "+",
      label: t("achievements.milestones.2.label"),
      detail: t("achievements.milestones.2.detail"),
      icon: "package",
    },
    {
      value: count("company.milestones.3.value"),
      suffix: "+",
      label: t("achievements.milestones.3.label"),
      detail: t("achievements.milestones.3.detail"),
      icon: "map-pin",
    },
  ];

  const credentialsSection = {
    title: t("achievements.credentialsSection.title"),
    intro: t("achievements.credentialsSection.intro"),
  };

  const credentials: Credential[] = [
    {
      title: t("achievements.credentials.0.title"),
      issuer: t("achievements.credentials.0.issuer"),
      text: t("achievements.credentials.0.text"),
      image: pagePicture(t, "achievements.wca", badge("wca", t("achievements.credentials.0.image.alt"))),
      details: detailsOf(0),
    },
    {
      title: t("achievements.credentials.1.title"),
      issuer: t("achievements.credentials.1.issuer"),
      text: t("achievements.credentials.1.text"),
      image: pagePicture(t, "achievements.aeo", badge("aeo", t("achievements.credentials.1.image.alt"))),
      details: detailsOf(1),
    },
    {
      title: t("achievements.credentials.2.title"),
      issuer: t("achievements.credentials.2.issuer"),
      text: t("achievements.credentials.2.text"),
      image: pagePicture(t, "achievements.iso", badge("iso", t("achievements.credentials.2.image.alt"))),
      details: detailsOf(2),
    },
  ];

  const recognitionNote = {
    title: t("achievements.recognitionNote.title"),
    points: [
      t("achievements.recognitionNote.points.0"),
      t("achievements.recognitionNote.points.1"),
      t("achievements.recognitionNote.points.2"),
    ],
  };

  const achievementsCta = {
    heading: t("achievements.cta.heading", { years: yearsInBusiness(founded) }),
    text: t("achievements.cta.text"),
    label: t("green.cta.label"),
  };

  /** Everything the page shows, as its loader sends it. */
  const achievementsPage = {
    meta: achievementsMeta,
    hero: achievementsHero,
    milestonesSection,
    milestones,
    credentialsSection,
    credentials,
    recognitionNote,
    cta: achievementsCta,
  };

  return {
    achievementsMeta,
    achievementsHero,
    milestonesSection,
    milestones,
    credentialsSection,
    credentials,
    recognitionNote,
    achievementsCta,
    achievementsPage,
  };
}
