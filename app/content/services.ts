/**
 * Copy and media of the twelve service pages (/services/service1 to
 * /services/service12) and of their cards on /services. Numbering follows
 * docs/product/decisions.md (Routes: Services): 1 Freight Forwarding … 12 Cold Chain Logistics.
 */
import type { Service } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function servicesContent(t: Translate) {
  const services: Service[] = [
    // 1 ─────────────────────────────────────────────────────────────────────
    {
      number: 1,
      title: t("services.service1.title"),
      cardDescription: t("services.service1.cardDescription"),
      cardImages: [image(1, "a", t("services.service1.cardImages.0.alt")), image(1, "b", t("services.service1.cardImages.1.alt"))],
      heroImages: [image(1, "a", t("services.service1.cardImages.0.alt")), image(1, "b", t("services.service1.cardImages.1.alt"))],
      meta: {
        title: t("services.service1.meta.title"),
        description: t("services.service1.meta.description"),
        keywords: [
          t("services.service1.meta.keywords.0"),
          t("services.service1.meta.keywords.1"),
          t("services.service1.meta.keywords.2"),
          t("services.service1.meta.keywords.3"),
          t("services.service1.meta.keywords.4"),
          t("services.service1.meta.keywords.5"),
        ],
      },
      intro: [t("services.service1.intro.0"), t("services.service1.intro.1")],
      sections: [
        {
          kind: "cards",
          heading: t("services.service1.sections.0.heading"),
          intro: t("services.service1.sections.0.intro"),
          items: [
            {
              title: t("services.service1.sections.0.items.0.title"),
              text: t("services.service1.sections.0.items.0.text"),
              icon: "ship",
            },
            {
              title: t("services.service1.sections.0.items.1.title"),
              text: t("services.service1.sections.0.items.1.text"),
              icon: "boxes",
            },
            {
              title: t("services.service1.sections.0.items.2.title"),
              text: t("services.service1.sections.0.items.2.text"),
              icon: "plane",
            },
            {
              title: t("services.service1.sections.0.items.3.title"),
              text: t("services.service1.sections.0.items.3.text"),
              icon: "truck",
            },
          ],
        },
        {
          kind: "prose",
          heading: t("services.service1.sections.1.heading"),
          paragraphs: [t("services.service1.sections.1.paragraphs.0"), t("services.service1.sections.1.paragraphs.1")],
        },
        {
          kind: "steps",
          heading: t("services.service1.sections.2.heading"),
          items: [
            {
              title: t("services.service1.sections.2.items.0.title"),
              text: t("services.service1.sections.2.items.0.text"),
            },
            {
              title: t("services.service1.sections.2.items.1.title"),
              text: t("services.service1.sections.2.items.1.text"),
            },
            {
              title: t("services.service1.sections.2.items.2.title"),
              text: t("services.service1.sections.2.items.2.text"),
            },
            {
              title: t("services.service1.sections.2.items.3.title"),
              text: t("services.service1.sections.2.items.3.text"),
            },
            {
              title: t("services.service1.sections.2.items.4.title"),
              text: t("services.service1.sections.2.items.4.text"),
            },
          ],
        },
        {
          kind: "list",
          heading: t("services.service1.sections.3.heading"),
          items: [
            t("services.service1.sections.3.items.0"),
            t("services.service1.sections.3.items.1"),
            t("services.service1.sections.3.items.2"),
            t("services.service1.sections.3.items.3"),
            t("services.service1.sections.3.items.4"),
            t("services.service1.sections.3.items.5"),
          ],
        },
      ],
      cta: {
        heading: t("services.service1.cta.heading"),
        text: t("services.service1.cta.text"),
        label: t("services.service1.cta.label"),
      },
    },

    // 2 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service2.intro.0"), t("services.service2.intro.1")],
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
          paragraphs: [t("services.service2.sections.2.paragraphs.0"), t("services.service2.sections.2.paragraphs.1")],
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
    },

    // 3 ─────────────────────────────────────────────────────────────────────
    {
      number: 3,
      title: t("services.service3.title"),
      cardDescription: t("services.service3.cardDescription"),
      cardImages: [image(3, "a", t("services.service3.cardImages.0.alt")), image(3, "b", t("services.service3.cardImages.1.alt"))],
      heroImages: [image(3, "a", t("services.service3.cardImages.0.alt")), image(3, "b", t("services.service3.cardImages.1.alt"))],
      meta: {
        title: t("services.service3.meta.title"),
        description: t("services.service3.meta.description"),
        keywords: [
          t("services.service3.meta.keywords.0"),
          t("services.service3.meta.keywords.1"),
          t("services.service3.meta.keywords.2"),
          t("services.service3.meta.keywords.3"),
          t("services.service3.meta.keywords.4"),
        ],
      },
      intro: [t("services.service3.intro.0"), t("services.service3.intro.1")],
      sections: [
        {
          kind: "cards",
          heading: t("services.service3.sections.0.heading"),
          items: [
            {
              title: t("services.service3.sections.0.items.0.title"),
              text: t("services.service3.sections.0.items.0.text"),
              icon: "warehouse",
            },
            {
              title: t("services.service3.sections.0.items.1.title"),
              text: t("services.service3.sections.0.items.1.text"),
              icon: "shield-check",
            },
            {
              title: t("services.service3.sections.0.items.2.title"),
              text: t("services.service3.sections.0.items.2.text"),
              icon: "refresh-cw",
            },
            {
              title: t("services.service3.sections.0.items.3.title"),
              text: t("services.service3.sections.0.items.3.text"),
              icon: "package",
            },
          ],
        },
        {
          kind: "prose",
          heading: t("services.service3.sections.1.heading"),
          paragraphs: [t("services.service3.sections.1.paragraphs.0"), t("services.service3.sections.1.paragraphs.1")],
        },
        {
          kind: "steps",
          heading: t("services.service3.sections.2.heading"),
          items: [
            {
              title: t("services.service3.sections.2.items.0.title"),
              text: t("services.service3.sections.2.items.0.text"),
            },
            { title: t("services.service3.sections.2.items.1.title"), text: t("services.service3.sections.2.items.1.text") },
            { title: t("services.service3.sections.2.items.2.title"), text: t("services.service3.sections.2.items.2.text") },
            { title: t("services.service3.sections.2.items.3.title"), text: t("services.service3.sections.2.items.3.text") },
            {
              title: t("services.service3.sections.2.items.4.title"),
              text: t("services.service3.sections.2.items.4.text"),
            },
          ],
        },
        {
          kind: "list",
          heading: t("services.service3.sections.3.heading"),
          items: [
            t("services.service3.sections.3.items.0"),
            t("services.service3.sections.3.items.1"),
            t("services.service3.sections.3.items.2"),
            t("services.service3.sections.3.items.3"),
            t("services.service3.sections.3.items.4"),
            t("services.service3.sections.3.items.5"),
          ],
        },
      ],
      cta: {
        heading: t("services.service3.cta.heading"),
        text: t("services.service3.cta.text"),
        label: t("services.service3.cta.label"),
      },
    },

    // 4 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service4.intro.0"), t("services.service4.intro.1")],
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
          paragraphs: [t("services.service4.sections.1.paragraphs.0"), t("services.service4.sections.1.paragraphs.1")],
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
    },

    // 5 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service5.intro.0"), t("services.service5.intro.1")],
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
          paragraphs: [t("services.service5.sections.3.paragraphs.0"), t("services.service5.sections.3.paragraphs.1")],
        },
      ],
      cta: {
        heading: t("services.service5.cta.heading"),
        text: t("services.service5.cta.text"),
        label: t("services.service5.cta.label"),
      },
    },

    // 6 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service6.intro.0"), t("services.service6.intro.1")],
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
          paragraphs: [t("services.service6.sections.1.paragraphs.0"), t("services.service6.sections.1.paragraphs.1")],
        },
        {
          kind: "prose",
          heading: t("services.service6.sections.2.heading"),
          paragraphs: [t("services.service6.sections.2.paragraphs.0"), t("services.service6.sections.2.paragraphs.1")],
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
    },

    // 7 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service7.intro.0"), t("services.service7.intro.1")],
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
    },

    // 8 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service8.intro.0"), t("services.service8.intro.1")],
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
          paragraphs: [t("services.service8.sections.1.paragraphs.0"), t("services.service8.sections.1.paragraphs.1")],
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
    },

    // 9 ─────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service9.intro.0"), t("services.service9.intro.1")],
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
          paragraphs: [t("services.service9.sections.2.paragraphs.0"), t("services.service9.sections.2.paragraphs.1")],
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
    },

    // 10 ────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service10.intro.0"), t("services.service10.intro.1")],
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
          paragraphs: [t("services.service10.sections.1.paragraphs.0"), t("services.service10.sections.1.paragraphs.1")],
        },
        {
          kind: "prose",
          heading: t("services.service10.sections.2.heading"),
          paragraphs: [t("services.service10.sections.2.paragraphs.0"), t("services.service10.sections.2.paragraphs.1")],
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
    },

    // 11 ────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service11.intro.0"), t("services.service11.intro.1")],
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
    },

    // 12 ────────────────────────────────────────────────────────────────────
    {
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
      intro: [t("services.service12.intro.0"), t("services.service12.intro.1")],
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
    },
  ];

  /** The service shown at /services/service{n}, or undefined for an unknown number. */
  function getService(n: number): Service | undefined {
    return services.find((s) => s.number === n);
  }

  return { services, getService };
}
