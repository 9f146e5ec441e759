import { companyYearsOf } from "../company";
import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service1: its card, hero and page, every word from the language's catalogue. */
export function service1(t: Translate): Service {
  return {
    number: 1,
    title: t("services.service1.title"),
    cardDescription: t("services.service1.cardDescription"),
    cardImages: [image(1, "a", t("services.service1.cardImages.0.alt")), image(1, "b", t("services.service1.cardImages.1.alt"))],
    heroImages: [image(1, "a", t("services.service1.cardImages.0.alt")), image(1, "b", t("services.service1.cardImages.1.alt"))],
    meta: {
      title: t("services.service1.meta.title"),
      description: t("services.service1.meta.description"),
      keywords: [
        t("services.service1.meta.keywords.0"),
        t("services.service1.meta.keywords.1"),
        t("services.service1.meta.keywords.2"),
        t("services.service1.meta.keywords.3"),
        t("services.service1.meta.keywords.4"),
        t("services.service1.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service1.intro.0", companyYearsOf(t)), t("services.service1.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service1.sections.0.heading"),
        intro: t("services.service1.sections.0.intro"),
        items: [
          {
            title: t("services.service1.sections.0.items.0.title"),
            text: t("services.service1.sections.0.items.0.text"),
            icon: "ship",
          },
          {
            title: t("services.service1.sections.0.items.1.title"),
            text: t("services.service1.sections.0.items.1.text"),
            icon: "boxes",
          },
          {
            title: t("services.service1.sections.0.items.2.title"),
            text: t("services.service1.sections.0.items.2.text"),
            icon: "plane",
          },
          {
            title: t("services.service1.sections.0.items.3.title"),
            text: t("services.service1.sections.0.items.3.text"),
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service1.sections.1.heading"),
        paragraphs: formatted([t("services.service1.sections.1.paragraphs.0"), t("services.service1.sections.1.paragraphs.1")]),
      },
      {
        kind: "steps",
        heading: t("services.service1.sections.2.heading"),
        items: [
          {
            title: t("services.service1.sections.2.items.0.title"),
            text: t("services.service1.sections.2.items.0.text"),
          },
          {
            title: t("services.service1.sections.2.items.1.title"),
            text: t("services.service1.sections.2.items.1.text"),
          },
          {
            title: t("services.service1.sections.2.items.2.title"),
            text: t("services.service1.sections.2.items.2.text"),
          },
          {
            title: t("services.service1.sections.2.items.3.title"),
            text: t("services.service1.sections.2.items.3.text"),
          },
          {
            title: t("services.service1.sections.2.items.4.title"),
            text: t("services.service1.sections.2.items.4.text"),
          },
        ],
      },
      {
        kind: "list",
        heading: t("services.service1.sections.3.heading"),
        items: [
          t("services.service1.sections.3.items.0"),
          t("services.service1.sections.3.items.1"),
          t("services.service1.sections.3.items.2"),
          t("services.service1.sections.3.items.3"),
          t("services.service1.sections.3.items.4"),
          t("services.service1.sections.3.items.5"),
        ],
      },
    ],
    cta: {
      heading: t("services.service1.cta.heading"),
      text: t("services.service1.cta.text"),
      label: t("services.service1.cta.label"),
    },
  };
}
