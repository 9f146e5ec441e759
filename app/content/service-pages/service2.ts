import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service2: its card, hero and page, every word from the language's catalogue. */
export function service2(t: Translate): Service {
  return {
    number: 2,
    title: t("services.service2.title"),
    cardDescription: t("services.service2.cardDescription"),
    cardImages: [image(2, "a", t("services.service2.cardImages.0.alt")), image(2, "b", t("services.service2.cardImages.1.alt"))],
    heroImages: [image(2, "a", t("services.service2.cardImages.0.alt")), image(2, "b", t("services.service2.cardImages.1.alt"))],
    meta: {
      title: t("services.service2.meta.title"),
      description: t("services.service2.meta.description"),
      keywords: [
        t("services.service2.meta.keywords.0"),
        t("about.homeMeta.keywords.1"),
        t("services.service2.meta.keywords.2"),
        t("services.service2.meta.keywords.3"),
        t("services.service2.meta.keywords.4"),
        t("services.service2.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service2.intro.0"), t("services.service2.intro.1")]),
    sections: [
      {
        kind: "steps",
        heading: t("services.service2.sections.0.heading"),
        intro: t("services.service2.sections.0.intro"),
        items: [
          {
            title: t("services.service2.sections.0.items.0.title"),
            text: t("services.service2.sections.0.items.0.text"),
          },
          {
            title: t("services.service2.sections.0.items.1.title"),
            text: t("services.service2.sections.0.items.1.text"),
          },
          {
            title: t("services.service2.sections.0.items.2.title"),
            text: t("services.service2.sections.0.items.2.text"),
          },
          {
            title: t("services.service2.sections.0.items.3.title"),
            text: t("services.service2.sections.0.items.3.text"),
          },
          {
            title: t("services.service2.sections.0.items.4.title"),
            text: t("services.service2.sections.0.items.4.text"),
          },
        ],
      },
      {
        kind: "cards",
        heading: t("services.service2.sections.1.heading"),
        items: [
          {
            title: t("services.service2.sections.1.items.0.title"),
            text: t("services.service2.sections.1.items.0.text"),
            icon: "file-text",
          },
          {
            title: t("services.service2.sections.1.items.1.title"),
            text: t("services.service2.sections.1.items.1.text"),
            icon: "ship",
          },
          {
            title: t("services.service2.sections.1.items.2.title"),
            text: t("services.service2.sections.1.items.2.text"),
            icon: "plane",
          },
          {
            title: t("services.service2.sections.1.items.3.title"),
            text: t("services.service2.sections.1.items.3.text"),
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service2.sections.2.heading"),
        paragraphs: formatted([t("services.service2.sections.2.paragraphs.0"), t("services.service2.sections.2.paragraphs.1")]),
      },
      {
        kind: "list",
        heading: t("services.service2.sections.3.heading"),
        items: [
          t("services.service2.sections.3.items.0"),
          t("services.service2.sections.3.items.1"),
          t("services.service2.sections.3.items.2"),
          t("services.service2.sections.3.items.3"),
          t("services.service2.sections.3.items.4"),
          t("services.service2.sections.3.items.5"),
          t("services.service2.sections.3.items.6"),
        ],
      },
    ],
    cta: {
      heading: t("services.service2.cta.heading"),
      text: t("services.service2.cta.text"),
      label: t("services.service2.cta.label"),
    },
  };
}
