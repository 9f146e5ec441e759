import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service5: its card, hero and page, every word from the language's catalogue. */
export function service5(t: Translate): Service {
  return {
    number: 5,
    title: t("services.service5.title"),
    cardDescription: t("services.service5.cardDescription"),
    cardImages: [image(5, "a", t("services.service5.cardImages.0.alt")), image(5, "b", t("services.service5.cardImages.1.alt"))],
    heroImages: [image(5, "a", t("services.service5.cardImages.0.alt")), image(5, "b", t("services.service5.cardImages.1.alt"))],
    meta: {
      title: t("services.service5.meta.title"),
      description: t("services.service5.meta.description"),
      keywords: [
        t("services.service5.meta.keywords.0"),
        t("services.service5.meta.keywords.1"),
        t("services.service5.meta.keywords.2"),
        t("services.service5.meta.keywords.3"),
        t("services.service5.meta.keywords.4"),
      ],
    },
    intro: formatted([t("services.service5.intro.0"), t("services.service5.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service5.sections.0.heading"),
        items: [
          {
            title: t("services.service5.sections.0.items.0.title"),
            text: t("services.service5.sections.0.items.0.text"),
            icon: "package",
          },
          {
            title: t("services.service5.sections.0.items.1.title"),
            text: t("services.service5.sections.0.items.1.text"),
            icon: "wrench",
          },
          {
            title: t("services.service5.sections.0.items.2.title"),
            text: t("services.service5.sections.0.items.2.text"),
            icon: "shield-check",
          },
          {
            title: t("services.service5.sections.0.items.3.title"),
            text: t("services.service5.sections.0.items.3.text"),
            icon: "thermometer",
          },
          {
            title: t("services.service5.sections.0.items.4.title"),
            text: t("services.service5.sections.0.items.4.text"),
            icon: "boxes",
          },
          {
            title: t("services.service5.sections.0.items.5.title"),
            text: t("services.service5.sections.0.items.5.text"),
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: t("services.service5.sections.1.heading"),
        items: [
          { title: t("services.service5.sections.1.items.0.title"), text: t("services.service5.sections.1.items.0.text") },
          { title: t("services.service5.sections.1.items.1.title"), text: t("services.service5.sections.1.items.1.text") },
          { title: t("services.service5.sections.1.items.2.title"), text: t("services.service5.sections.1.items.2.text") },
          { title: t("services.service5.sections.1.items.3.title"), text: t("services.service5.sections.1.items.3.text") },
          { title: t("services.service5.sections.1.items.4.title"), text: t("services.service5.sections.1.items.4.text") },
        ],
      },
      {
        kind: "list",
        heading: t("services.service5.sections.2.heading"),
        items: [
          t("services.service5.sections.2.items.0"),
          t("services.service5.sections.2.items.1"),
          t("services.service5.sections.2.items.2"),
          t("services.service5.sections.2.items.3"),
          t("services.service5.sections.2.items.4"),
          t("services.service5.sections.2.items.5"),
        ],
      },
      {
        kind: "prose",
        heading: t("services.service5.sections.3.heading"),
        paragraphs: formatted([t("services.service5.sections.3.paragraphs.0"), t("services.service5.sections.3.paragraphs.1")]),
      },
    ],
    cta: {
      heading: t("services.service5.cta.heading"),
      text: t("services.service5.cta.text"),
      label: t("services.service5.cta.label"),
    },
  };
}
