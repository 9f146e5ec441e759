import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service4: its card, hero and page, every word from the language's catalogue. */
export function service4(t: Translate): Service {
  return {
    number: 4,
    title: t("services.service4.title"),
    cardDescription: t("services.service4.cardDescription"),
    cardImages: [image(4, "a", t("services.service4.cardImages.0.alt")), image(4, "b", t("services.service4.cardImages.1.alt"))],
    heroImages: [image(4, "a", t("services.service4.cardImages.0.alt")), image(4, "b", t("services.service4.cardImages.1.alt"))],
    meta: {
      title: t("services.service4.meta.title"),
      description: t("services.service4.meta.description"),
      keywords: [
        t("services.service4.meta.keywords.0"),
        t("services.service4.meta.keywords.1"),
        t("services.service4.meta.keywords.2"),
        t("services.service4.meta.keywords.3"),
        t("services.service4.meta.keywords.4"),
        t("services.service4.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service4.intro.0"), t("services.service4.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service4.sections.0.heading"),
        items: [
          {
            title: t("services.service4.sections.0.items.0.title"),
            text: t("services.service4.sections.0.items.0.text"),
            icon: "truck",
          },
          {
            title: t("services.service4.sections.0.items.1.title"),
            text: t("services.service4.sections.0.items.1.text"),
            icon: "boxes",
          },
          {
            title: t("services.service4.sections.0.items.2.title"),
            text: t("services.service4.sections.0.items.2.text"),
            icon: "ship",
          },
          {
            title: t("services.service4.sections.0.items.3.title"),
            text: t("services.service4.sections.0.items.3.text"),
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service4.sections.1.heading"),
        paragraphs: formatted([t("services.service4.sections.1.paragraphs.0"), t("services.service4.sections.1.paragraphs.1")]),
      },
      {
        kind: "list",
        heading: t("services.service4.sections.2.heading"),
        items: [
          t("services.service4.sections.2.items.0"),
          t("services.service4.sections.2.items.1"),
          t("services.service4.sections.2.items.2"),
          t("services.service4.sections.2.items.3"),
          t("services.service4.sections.2.items.4"),
          t("services.service4.sections.2.items.5"),
        ],
      },
      {
        kind: "steps",
        heading: t("services.service4.sections.3.heading"),
        items: [
          {
            title: t("services.service4.sections.3.items.0.title"),
            text: t("services.service4.sections.3.items.0.text"),
          },
          { title: t("services.service4.sections.3.items.1.title"), text: t("services.service4.sections.3.items.1.text") },
          { title: t("services.service4.sections.3.items.2.title"), text: t("services.service4.sections.3.items.2.text") },
          { title: t("services.service4.sections.3.items.3.title"), text: t("services.service4.sections.3.items.3.text") },
          { title: t("services.service4.sections.3.items.4.title"), text: t("services.service4.sections.3.items.4.text") },
        ],
      },
    ],
    cta: {
      heading: t("services.service4.cta.heading"),
      text: t("services.service4.cta.text"),
      label: t("services.service4.cta.label"),
    },
  };
}
