import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service10: its card, hero and page, every word from the language's catalogue. */
export function service10(t: Translate): Service {
  return {
    number: 10,
    title: t("services.service10.title"),
    cardDescription: t("services.service10.cardDescription"),
    cardImages: [image(10, "a", t("services.service10.cardImages.0.alt")), image(10, "b", t("services.service10.cardImages.1.alt"))],
    heroImages: [image(10, "a", t("services.service10.cardImages.0.alt")), image(10, "b", t("services.service10.cardImages.1.alt"))],
    meta: {
      title: t("services.service10.meta.title"),
      description: t("services.service10.meta.description"),
      keywords: [
        t("services.service10.meta.keywords.0"),
        t("services.service10.meta.keywords.1"),
        t("services.service10.meta.keywords.2"),
        t("services.service10.meta.keywords.3"),
        t("services.service10.meta.keywords.4"),
        t("services.service10.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service10.intro.0"), t("services.service10.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service10.sections.0.heading"),
        items: [
          {
            title: t("services.service10.sections.0.items.0.title"),
            text: t("services.service10.sections.0.items.0.text"),
            icon: "globe",
          },
          {
            title: t("services.service10.sections.0.items.1.title"),
            text: t("services.service10.sections.0.items.1.text"),
            icon: "search",
          },
          {
            title: t("services.service10.sections.0.items.2.title"),
            text: t("services.service10.sections.0.items.2.text"),
            icon: "coins",
          },
          {
            title: t("services.service10.sections.0.items.3.title"),
            text: t("services.service10.sections.0.items.3.text"),
            icon: "trending-up",
          },
          {
            title: t("services.service10.sections.0.items.4.title"),
            text: t("services.service10.sections.0.items.4.text"),
            icon: "badge-check",
          },
          {
            title: t("services.service10.sections.0.items.5.title"),
            text: t("services.service10.sections.0.items.5.text"),
            icon: "map-pin",
          },
          {
            title: t("services.service10.sections.0.items.6.title"),
            text: t("services.service10.sections.0.items.6.text"),
            icon: "file-text",
          },
          {
            title: t("services.service10.sections.2.heading"),
            text: t("services.service10.sections.0.items.7.text"),
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service10.sections.1.heading"),
        paragraphs: formatted([t("services.service10.sections.1.paragraphs.0"), t("services.service10.sections.1.paragraphs.1")]),
      },
      {
        kind: "prose",
        heading: t("services.service10.sections.2.heading"),
        paragraphs: formatted([t("services.service10.sections.2.paragraphs.0"), t("services.service10.sections.2.paragraphs.1")]),
      },
      {
        kind: "steps",
        heading: t("services.service10.sections.3.heading"),
        items: [
          { title: t("services.service10.sections.3.items.0.title"), text: t("services.service10.sections.3.items.0.text") },
          { title: t("services.service10.sections.3.items.1.title"), text: t("services.service10.sections.3.items.1.text") },
          { title: t("services.service10.sections.3.items.2.title"), text: t("services.service10.sections.3.items.2.text") },
          { title: t("services.service10.sections.3.items.3.title"), text: t("services.service10.sections.3.items.3.text") },
          { title: t("services.service10.sections.3.items.4.title"), text: t("services.service10.sections.3.items.4.text") },
        ],
      },
    ],
    cta: {
      heading: t("services.service10.cta.heading"),
      text: t("services.service10.cta.text"),
      label: t("services.service10.cta.label"),
    },
  };
}
