import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service7: its card, hero and page, every word from the language's catalogue. */
export function service7(t: Translate): Service {
  return {
    number: 7,
    title: t("services.service7.title"),
    cardDescription: t("services.service7.cardDescription"),
    cardImages: [image(7, "a", t("services.service7.cardImages.0.alt")), image(7, "b", t("services.service7.cardImages.1.alt"))],
    heroImages: [image(7, "a", t("services.service7.cardImages.0.alt")), image(7, "b", t("services.service7.cardImages.1.alt"))],
    meta: {
      title: t("services.service7.meta.title"),
      description: t("services.service7.meta.description"),
      keywords: [
        t("services.service7.meta.keywords.0"),
        t("services.service7.meta.keywords.1"),
        t("services.service7.meta.keywords.2"),
        t("services.service7.meta.keywords.3"),
        t("services.service7.meta.keywords.4"),
        t("services.service7.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service7.intro.0"), t("services.service7.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service7.sections.0.heading"),
        items: [
          {
            title: t("services.service7.sections.0.items.0.title"),
            text: t("services.service7.sections.0.items.0.text"),
            icon: "lock",
          },
          {
            title: t("services.service7.sections.0.items.1.title"),
            text: t("services.service7.sections.0.items.1.text"),
            icon: "wrench",
          },
          {
            title: t("services.service7.sections.0.items.2.title"),
            text: t("services.service7.sections.0.items.2.text"),
            icon: "boxes",
          },
          {
            title: t("services.service7.sections.0.items.3.title"),
            text: t("services.service7.sections.0.items.3.text"),
            icon: "package",
          },
          {
            title: t("services.service7.sections.0.items.4.title"),
            text: t("services.service7.sections.0.items.4.text"),
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: t("services.service7.sections.1.heading"),
        items: [
          t("services.service7.sections.1.items.0"),
          t("services.service7.sections.1.items.1"),
          t("services.service7.sections.1.items.2"),
          t("services.service7.sections.1.items.3"),
        ],
      },
      {
        kind: "steps",
        heading: t("services.service7.sections.2.heading"),
        items: [
          {
            title: t("services.service7.sections.2.items.0.title"),
            text: t("services.service7.sections.2.items.0.text"),
          },
          {
            title: t("services.service7.sections.2.items.1.title"),
            text: t("services.service7.sections.2.items.1.text"),
          },
          { title: t("services.service7.sections.2.items.2.title"), text: t("services.service7.sections.2.items.2.text") },
          { title: t("services.service7.sections.2.items.3.title"), text: t("services.service7.sections.2.items.3.text") },
          {
            title: t("services.service7.sections.2.items.4.title"),
            text: t("services.service7.sections.2.items.4.text"),
          },
        ],
      },
      {
        kind: "list",
        heading: t("services.service7.sections.3.heading"),
        items: [
          t("services.service7.sections.3.items.0"),
          t("services.service7.sections.3.items.1"),
          t("services.service7.sections.3.items.2"),
          t("services.service7.sections.3.items.3"),
          t("services.service7.sections.3.items.4"),
          t("services.service7.sections.3.items.5"),
        ],
      },
    ],
    cta: {
      heading: t("services.service7.cta.heading"),
      text: t("services.service7.cta.text"),
      label: t("services.service7.cta.label"),
    },
  };
}
