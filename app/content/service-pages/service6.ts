import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service6: its card, hero and page, every word from the language's catalogue. */
export function service6(t: Translate): Service {
  return {
    number: 6,
    title: t("services.service6.title"),
    cardDescription: t("services.service6.cardDescription"),
    cardImages: [image(6, "a", t("services.service6.cardImages.0.alt")), image(6, "b", t("services.service6.cardImages.1.alt"))],
    heroImages: [image(6, "a", t("services.service6.cardImages.0.alt")), image(6, "b", t("services.service6.cardImages.1.alt"))],
    meta: {
      title: t("services.service6.meta.title"),
      description: t("services.service6.meta.description"),
      keywords: [
        t("services.service6.meta.keywords.0"),
        t("services.service6.meta.keywords.1"),
        t("services.service6.meta.keywords.2"),
        t("services.service6.meta.keywords.3"),
        t("services.service6.meta.keywords.4"),
      ],
    },
    intro: formatted([t("services.service6.intro.0"), t("services.service6.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service6.sections.0.heading"),
        items: [
          {
            title: t("services.service6.sections.0.items.0.title"),
            text: t("services.service6.sections.0.items.0.text"),
            icon: "boxes",
          },
          {
            title: t("services.service6.sections.0.items.1.title"),
            text: t("services.service6.sections.0.items.1.text"),
            icon: "shield-check",
          },
          {
            title: t("services.service6.sections.0.items.2.title"),
            text: t("services.service6.sections.0.items.2.text"),
            icon: "recycle",
          },
          {
            title: t("services.service6.sections.0.items.3.title"),
            text: t("services.service6.sections.0.items.3.text"),
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service6.sections.1.heading"),
        paragraphs: formatted([t("services.service6.sections.1.paragraphs.0"), t("services.service6.sections.1.paragraphs.1")]),
      },
      {
        kind: "prose",
        heading: t("services.service6.sections.2.heading"),
        paragraphs: formatted([t("services.service6.sections.2.paragraphs.0"), t("services.service6.sections.2.paragraphs.1")]),
      },
      {
        kind: "steps",
        heading: t("services.service6.sections.3.heading"),
        items: [
          {
            title: t("services.service6.sections.3.items.0.title"),
            text: t("services.service6.sections.3.items.0.text"),
          },
          {
            title: t("services.service6.sections.3.items.1.title"),
            text: t("services.service6.sections.3.items.1.text"),
          },
          { title: t("services.service6.sections.3.items.2.title"), text: t("services.service6.sections.3.items.2.text") },
          { title: t("services.service6.sections.3.items.3.title"), text: t("services.service6.sections.3.items.3.text") },
          { title: t("services.service6.sections.3.items.4.title"), text: t("services.service6.sections.3.items.4.text") },
        ],
      },
    ],
    cta: {
      heading: t("services.service6.cta.heading"),
      text: t("services.service6.cta.text"),
      label: t("services.service6.cta.label"),
    },
  };
}
