import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service12: its card, hero and page, every word from the language's catalogue. */
export function service12(t: Translate): Service {
  return {
    number: 12,
    title: t("services.service12.title"),
    cardDescription: t("services.service12.cardDescription"),
    cardImages: [image(12, "a", t("services.service12.cardImages.0.alt")), image(12, "b", t("services.service12.cardImages.1.alt"))],
    heroImages: [image(12, "a", t("services.service12.cardImages.0.alt")), image(12, "b", t("services.service12.cardImages.1.alt"))],
    meta: {
      title: t("services.service12.meta.title"),
      description: t("services.service12.meta.description"),
      keywords: [
        t("services.service12.meta.keywords.0"),
        t("services.service12.meta.keywords.1"),
        t("services.service12.meta.keywords.2"),
        t("services.service12.meta.keywords.3"),
        t("services.service12.meta.keywords.4"),
        t("services.service12.meta.keywords.5"),
      ],
    },
    intro: formatted([t("services.service12.intro.0"), t("services.service12.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service12.sections.0.heading"),
        items: [
          {
            title: t("services.service12.sections.0.items.0.title"),
            text: t("services.service12.sections.0.items.0.text"),
            icon: "thermometer",
          },
          {
            title: t("services.service12.sections.0.items.1.title"),
            text: t("services.service12.sections.0.items.1.text"),
            icon: "search",
          },
          {
            title: t("services.service12.sections.0.items.2.title"),
            text: t("services.service12.sections.0.items.2.text"),
            icon: "shield-check",
          },
          {
            title: t("services.service12.sections.0.items.3.title"),
            text: t("services.service12.sections.0.items.3.text"),
            icon: "leaf",
          },
          {
            title: t("services.service12.sections.0.items.4.title"),
            text: t("services.service12.sections.0.items.4.text"),
            icon: "clock",
          },
          {
            title: t("services.service12.sections.0.items.5.title"),
            text: t("services.service12.sections.0.items.5.text"),
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: t("services.service12.sections.1.heading"),
        items: [
          {
            title: t("services.service12.sections.1.items.0.title"),
            text: t("services.service12.sections.1.items.0.text"),
            icon: "truck",
          },
          {
            title: t("services.service12.sections.1.items.1.title"),
            text: t("services.service12.sections.1.items.1.text"),
            icon: "snowflake",
          },
          {
            title: t("services.service12.sections.1.items.2.title"),
            text: t("services.service12.sections.1.items.2.text"),
            icon: "gauge",
          },
          {
            title: t("services.service12.sections.1.items.3.title"),
            text: t("services.service12.sections.1.items.3.text"),
            icon: "clipboard-check",
          },
          {
            title: t("services.service12.sections.1.items.4.title"),
            text: t("services.service12.sections.1.items.4.text"),
            icon: "badge-check",
          },
          {
            title: t("services.service12.sections.1.items.5.title"),
            text: t("services.service12.sections.1.items.5.text"),
            icon: "leaf",
          },
          {
            title: t("services.service12.sections.1.items.6.title"),
            text: t("services.service12.sections.1.items.6.text"),
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: t("services.service12.sections.2.heading"),
        items: [
          t("services.service12.sections.2.items.0"),
          t("services.service12.sections.2.items.1"),
          t("services.service12.sections.2.items.2"),
          t("services.service12.sections.2.items.3"),
        ],
      },
      {
        kind: "steps",
        heading: t("services.service12.sections.3.heading"),
        items: [
          { title: t("services.service12.sections.3.items.0.title"), text: t("services.service12.sections.3.items.0.text") },
          { title: t("services.service12.sections.3.items.1.title"), text: t("services.service12.sections.3.items.1.text") },
          { title: t("services.service12.sections.3.items.2.title"), text: t("services.service12.sections.3.items.2.text") },
          { title: t("services.service12.sections.3.items.3.title"), text: t("services.service12.sections.3.items.3.text") },
          { title: t("services.service12.sections.3.items.4.title"), text: t("services.service12.sections.3.items.4.text") },
        ],
      },
    ],
    cta: {
      heading: t("services.service12.cta.heading"),
      text: t("services.service12.cta.text"),
      label: t("services.service11.cta.label"),
    },
  };
}
