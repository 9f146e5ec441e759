import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service9: its card, hero and page, every word from the language's catalogue. */
export function service9(t: Translate): Service {
  return {
    number: 9,
    title: t("services.service9.title"),
    cardDescription: t("services.service9.cardDescription"),
    cardImages: [image(9, "a", t("services.service9.cardImages.0.alt")), image(9, "b", t("services.service9.cardImages.1.alt"))],
    heroImages: [image(9, "a", t("services.service9.cardImages.0.alt")), image(9, "b", t("services.service9.cardImages.1.alt"))],
    meta: {
      title: t("services.service9.meta.title"),
      description: t("services.service9.meta.description"),
      keywords: [
        t("services.service9.meta.keywords.0"),
        t("services.service9.meta.keywords.1"),
        t("services.service9.meta.keywords.2"),
        t("services.service9.meta.keywords.3"),
        t("services.service9.meta.keywords.4"),
        t("services.service9.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service9.intro.0"), t("services.service9.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service9.sections.0.heading"),
        items: [
          {
            title: t("services.service9.sections.0.items.0.title"),
            text: t("services.service9.sections.0.items.0.text"),
            icon: "file-text",
          },
          {
            title: t("services.service9.sections.0.items.1.title"),
            text: t("services.service9.sections.0.items.1.text"),
            icon: "boxes",
          },
          {
            title: t("services.service9.sections.0.items.2.title"),
            text: t("services.service9.sections.0.items.2.text"),
            icon: "ship",
          },
          {
            title: t("services.service9.sections.0.items.3.title"),
            text: t("services.service9.sections.0.items.3.text"),
            icon: "badge-check",
          },
          {
            title: t("services.service9.sections.0.items.4.title"),
            text: t("services.service9.sections.0.items.4.text"),
            icon: "clipboard-check",
          },
          {
            title: t("services.service9.sections.0.items.5.title"),
            text: t("services.service9.sections.0.items.5.text"),
            icon: "search",
          },
          {
            title: t("services.service9.sections.0.items.6.title"),
            text: t("services.service9.sections.0.items.6.text"),
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: t("services.service9.sections.1.heading"),
        items: [
          {
            title: t("services.service9.sections.1.items.0.title"),
            text: t("services.service9.sections.1.items.0.text"),
            icon: "cpu",
          },
          {
            title: t("services.service9.sections.1.items.1.title"),
            text: t("services.service9.sections.1.items.1.text"),
            icon: "file-text",
          },
          {
            title: t("services.service9.sections.1.items.2.title"),
            text: t("services.service9.sections.1.items.2.text"),
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: t("services.service9.sections.2.heading"),
        paragraphs: formatted([t("services.service9.sections.2.paragraphs.0"), t("services.service9.sections.2.paragraphs.1")]),
      },
      {
        kind: "list",
        heading: t("services.service9.sections.3.heading"),
        intro: t("services.service9.sections.3.intro"),
        items: [
          t("services.service9.sections.3.items.0"),
          t("services.service9.sections.3.items.1"),
          t("services.service9.sections.3.items.2"),
          t("services.service9.sections.3.items.3"),
        ],
      },
    ],
    cta: {
      heading: t("services.service9.cta.heading"),
      text: t("services.service9.cta.text"),
      label: t("services.service9.cta.label"),
    },
  };
}
