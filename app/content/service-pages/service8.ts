import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service8: its card, hero and page, every word from the language's catalogue. */
export function service8(t: Translate): Service {
  return {
    number: 8,
    title: t("services.service8.title"),
    cardDescription: t("services.service8.cardDescription"),
    cardImages: [image(8, "a", t("services.service8.cardImages.0.alt")), image(8, "b", t("services.service8.cardImages.1.alt"))],
    heroImages: [image(8, "a", t("services.service8.cardImages.0.alt")), image(8, "b", t("services.service8.cardImages.1.alt"))],
    meta: {
      title: t("services.service8.meta.title"),
      description: t("services.service8.meta.description"),
      keywords: [
        t("services.service8.meta.keywords.0"),
        t("services.service8.meta.keywords.1"),
        t("services.service8.meta.keywords.2"),
        t("services.service8.meta.keywords.3"),
        t("services.service8.meta.keywords.4"),
      ],
    },
    intro: formatted([t("services.service8.intro.0"), t("services.service8.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service8.sections.0.heading"),
        items: [
          {
            title: t("services.service8.sections.0.items.0.title"),
            text: t("services.service8.sections.0.items.0.text"),
            icon: "ship",
          },
          {
            title: t("services.service8.sections.0.items.1.title"),
            text: t("services.service8.sections.0.items.1.text"),
            icon: "boxes",
          },
          {
            title: t("services.service8.sections.0.items.2.title"),
            text: t("services.service8.sections.0.items.2.text"),
            icon: "map-pin",
          },
          {
            title: t("services.service8.sections.0.items.3.title"),
            text: t("services.service8.sections.0.items.3.text"),
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service8.sections.1.heading"),
        paragraphs: formatted([t("services.service8.sections.1.paragraphs.0"), t("services.service8.sections.1.paragraphs.1")]),
      },
      {
        kind: "steps",
        heading: t("services.service8.sections.2.heading"),
        items: [
          {
            title: t("services.service8.sections.2.items.0.title"),
            text: t("services.service8.sections.2.items.0.text"),
          },
          {
            title: t("services.service8.sections.2.items.1.title"),
            text: t("services.service8.sections.2.items.1.text"),
          },
          {
            title: t("services.service8.sections.2.items.2.title"),
            text: t("services.service8.sections.2.items.2.text"),
          },
          { title: t("services.service8.sections.2.items.3.title"), text: t("services.service8.sections.2.items.3.text") },
          {
            title: t("services.service8.sections.2.items.4.title"),
            text: t("services.service8.sections.2.items.4.text"),
          },
        ],
      },
      {
        kind: "list",
        heading: t("services.service8.sections.3.heading"),
        items: [
          t("services.service8.sections.3.items.0"),
          t("services.service8.sections.3.items.1"),
          t("services.service8.sections.3.items.2"),
          t("services.service8.sections.3.items.3"),
          t("services.service8.sections.3.items.4"),
        ],
      },
    ],
    cta: {
      heading: t("services.service8.cta.heading"),
      text: t("services.service8.cta.text"),
      label: t("services.service8.cta.label"),
    },
  };
}
