import { formatted } from "../formatted";
import type { Translate } from "#contracts/i18n/translate";
import type { Service } from "../types";
import { image } from "./service-image";

/** /services/service11: its card, hero and page, every word from the language's catalogue. */
export function service11(t: Translate): Service {
  return {
    number: 11,
    title: t("services.service11.title"),
    cardDescription: t("services.service11.cardDescription"),
    cardImages: [image(11, "a", t("services.service11.cardImages.0.alt")), image(11, "b", t("services.service11.cardImages.1.alt"))],
    heroImages: [image(11, "a", t("services.service11.cardImages.0.alt"))],
    meta: {
      title: t("services.service11.meta.title"),
      description: t("services.service11.meta.description"),
      keywords: [
        t("services.service11.meta.keywords.0"),
        t("services.service11.meta.keywords.1"),
        t("services.service11.meta.keywords.2"),
        t("services.service11.meta.keywords.3"),
        t("services.service11.meta.keywords.4"),
      ],
    },
    intro: formatted([t("services.service11.intro.0"), t("services.service11.intro.1")]),
    sections: [
      {
        kind: "cards",
        heading: t("services.service11.sections.0.heading"),
        items: [
          {
            title: t("services.service11.sections.0.items.0.title"),
            text: t("services.service11.sections.0.items.0.text"),
            icon: "coins",
          },
          {
            title: t("services.service11.sections.0.items.1.title"),
            text: t("services.service11.sections.0.items.1.text"),
            icon: "leaf",
          },
          {
            title: t("services.service11.sections.0.items.2.title"),
            text: t("services.service11.sections.0.items.2.text"),
            icon: "trending-up",
          },
          {
            title: t("services.service11.sections.0.items.3.title"),
            text: t("services.service11.sections.0.items.3.text"),
            icon: "gauge",
          },
          {
            title: t("services.service11.sections.0.items.4.title"),
            text: t("services.service11.sections.0.items.4.text"),
            icon: "users",
          },
          {
            title: t("services.service11.sections.0.items.5.title"),
            text: t("services.service11.sections.0.items.5.text"),
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: t("services.service11.sections.1.heading"),
        items: [
          {
            title: t("services.service11.sections.1.items.0.title"),
            text: t("services.service11.sections.1.items.0.text"),
            icon: "package",
          },
          {
            title: t("services.service11.sections.1.items.1.title"),
            text: t("services.service11.sections.1.items.1.text"),
            icon: "wrench",
          },
          {
            title: t("services.service11.sections.1.items.2.title"),
            text: t("services.service11.sections.1.items.2.text"),
            icon: "recycle",
          },
          {
            title: t("services.service11.sections.1.items.3.title"),
            text: t("services.service11.sections.1.items.3.text"),
            icon: "badge-check",
          },
          {
            title: t("services.service11.sections.1.items.4.title"),
            text: t("services.service11.sections.1.items.4.text"),
            icon: "refresh-cw",
          },
          {
            title: t("services.service11.sections.1.items.5.title"),
            text: t("services.service11.sections.1.items.5.text"),
            icon: "boxes",
          },
          {
            title: t("services.service11.sections.1.items.6.title"),
            text: t("services.service11.sections.1.items.6.text"),
            icon: "coins",
          },
          {
            title: t("services.service11.sections.1.items.7.title"),
            text: t("services.service11.sections.1.items.7.text"),
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: t("services.service11.sections.2.heading"),
        items: [
          {
            title: t("services.service11.sections.2.items.0.title"),
            text: t("services.service11.sections.2.items.0.text"),
          },
          { title: t("services.service11.sections.2.items.1.title"), text: t("services.service11.sections.2.items.1.text") },
          { title: t("services.service11.sections.2.items.2.title"), text: t("services.service11.sections.2.items.2.text") },
          { title: t("services.service11.sections.2.items.3.title"), text: t("services.service11.sections.2.items.3.text") },
          {
            title: t("services.service11.sections.2.items.4.title"),
            text: t("services.service11.sections.2.items.4.text"),
          },
        ],
      },
    ],
    cta: {
      heading: t("services.service11.cta.heading"),
      text: t("services.service11.cta.text"),
      label: t("services.service11.cta.label"),
    },
  };
}
