/**
 * Copy for /industries and /industries/{id}. Order matches docs/product/product-spec.md §2.6.
 * Ids run industrie1–8 and industrie10–14; there is deliberately no industrie9.
 * Cosmetics and Water Treatment Plants carry their own copy (see docs/product/decisions.md,
 * 'Copy errors in the observed site').
 */
import type { Industry } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import { formatted } from "./formatted";
import { pagePicture } from "./page-picture";

/** An industry as its words are read: the expertise's paragraphs as written, parsed once below (formatted.ts). */
type IndustryWords = Omit<Industry, "expertise"> & { expertise: [string, string, string] };

const image = (id: string, alt: string): Industry["image"] => ({
  src: `/media/industries/${id}.svg`,
  width: 1200,
  height: 675,
  alt,
});

function chemicals(t: Translate): IndustryWords {
  return {
    id: "industrie1",
    title: t("industries.industry1.title"),
    description: t("industries.industry1.description"),
    image: image("industrie1", t("industries.industry1.image.alt")),
    expertise: [t("industries.industry1.expertise.0"), t("industries.industry1.expertise.1"), t("industries.industry1.expertise.2")],
    cta: {
      title: t("industries.industry1.cta.title"),
      description: t("industries.industry1.cta.description"),
      button: t("industries.industry1.cta.button"),
    },
    meta: {
      title: t("industries.industry1.meta.title"),
      description: t("industries.industry1.meta.description"),
      keywords: [
        t("industries.industry1.meta.keywords.0"),
        t("industries.industry1.meta.keywords.1"),
        t("industries.industry1.meta.keywords.2"),
        t("industries.industry1.meta.keywords.3"),
        t("industries.industry1.meta.keywords.4"),
        t("industries.industry1.meta.keywords.5"),
      ],
    },
  };
}

function pharmaceutical(t: Translate): IndustryWords {
  return {
    id: "industrie2",
    title: t("industries.industry2.title"),
    description: t("industries.industry2.description"),
    image: image("industrie2", t("industries.industry2.image.alt")),
    expertise: [t("industries.industry2.expertise.0"), t("industries.industry2.expertise.1"), t("industries.industry2.expertise.2")],
    cta: {
      title: t("industries.industry2.cta.title"),
      description: t("industries.industry2.cta.description"),
      button: t("industries.industry2.cta.button"),
    },
    meta: {
      title: t("industries.industry2.meta.title"),
      description: t("industries.industry2.meta.description"),
      keywords: [
        t("industries.industry2.meta.keywords.0"),
        t("industries.industry2.meta.keywords.1"),
        t("industries.industry2.meta.keywords.2"),
        t("industries.industry2.meta.keywords.3"),
        t("industries.industry2.meta.keywords.4"),
        t("industries.industry2.meta.keywords.5"),
      ],
    },
  };
}

function automobileAndTyre(t: Translate): IndustryWords {
  return {
    id: "industrie3",
    title: t("industries.industry3.title"),
    description: t("industries.industry3.description"),
    image: image("industrie3", t("industries.industry3.image.alt")),
    expertise: [t("industries.industry3.expertise.0"), t("industries.industry3.expertise.1"), t("industries.industry3.expertise.2")],
    cta: {
      title: t("industries.industry3.cta.title"),
      description: t("industries.industry3.cta.description"),
      button: t("industries.industry3.cta.button"),
    },
    meta: {
      title: t("industries.industry3.meta.title"),
      description: t("industries.industry3.meta.description"),
      keywords: [
        t("industries.industry3.meta.keywords.0"),
        t("industries.industry3.meta.keywords.1"),
        t("industries.industry3.meta.keywords.2"),
        t("industries.industry3.meta.keywords.3"),
        t("industries.industry3.meta.keywords.4"),
        t("industries.industry3.meta.keywords.5"),
      ],
    },
  };
}

function agriculture(t: Translate): IndustryWords {
  return {
    id: "industrie4",
    title: t("industries.industry4.title"),
    description: t("industries.industry4.description"),
    image: image("industrie4", t("industries.industry4.image.alt")),
    expertise: [t("industries.industry4.expertise.0"), t("industries.industry4.expertise.1"), t("industries.industry4.expertise.2")],
    cta: {
      title: t("industries.industry4.cta.title"),
      description: t("industries.industry4.cta.description"),
      button: t("industries.industry4.cta.button"),
    },
    meta: {
      title: t("industries.industry4.meta.title"),
      description: t("industries.industry4.meta.description"),
      keywords: [
        t("industries.industry4.meta.keywords.0"),
        t("industries.industry4.meta.keywords.1"),
        t("industries.industry4.meta.keywords.2"),
        t("services.service8.meta.keywords.1"),
        t("industries.industry4.meta.keywords.4"),
        t("industries.industry4.meta.keywords.5"),
      ],
    },
  };
}

function metalAndAlloys(t: Translate): IndustryWords {
  return {
    id: "industrie5",
    title: t("industries.industry5.title"),
    description: t("industries.industry5.description"),
    image: image("industrie5", t("industries.industry5.image.alt")),
    expertise: [t("industries.industry5.expertise.0"), t("industries.industry5.expertise.1"), t("industries.industry5.expertise.2")],
    cta: {
      title: t("industries.industry5.cta.title"),
      description: t("industries.industry5.cta.description"),
      button: t("industries.industry5.cta.button"),
    },
    meta: {
      title: t("industries.industry5.meta.title"),
      description: t("industries.industry5.meta.description"),
      keywords: [
        t("industries.industry5.meta.keywords.0"),
        t("industries.industry5.meta.keywords.1"),
        t("industries.industry5.meta.keywords.2"),
        t("industries.industry5.meta.keywords.3"),
        t("industries.industry5.meta.keywords.4"),
        t("industries.industry5.meta.keywords.5"),
      ],
    },
  };
}

function insecticidesAndPesticides(t: Translate): IndustryWords {
  return {
    id: "industrie6",
    title: t("industries.industry6.title"),
    description: t("industries.industry6.description"),
    image: image("industrie6", t("industries.industry6.image.alt")),
    expertise: [t("industries.industry6.expertise.0"), t("industries.industry6.expertise.1"), t("industries.industry6.expertise.2")],
    cta: {
      title: t("industries.industry6.cta.title"),
      description: t("industries.industry6.cta.description"),
      button: t("industries.industry6.cta.button"),
    },
    meta: {
      title: t("industries.industry6.meta.title"),
      description: t("industries.industry6.meta.description"),
      keywords: [
        t("industries.industry6.meta.keywords.0"),
        t("industries.industry6.meta.keywords.1"),
        t("industries.industry6.meta.keywords.2"),
        t("industries.industry6.meta.keywords.3"),
        t("industries.industry6.meta.keywords.4"),
        t("industries.industry6.meta.keywords.5"),
      ],
    },
  };
}

function polymers(t: Translate): IndustryWords {
  return {
    id: "industrie7",
    title: t("industries.industry7.title"),
    description: t("industries.industry7.description"),
    image: image("industrie7", t("industries.industry7.image.alt")),
    expertise: [t("industries.industry7.expertise.0"), t("industries.industry7.expertise.1"), t("industries.industry7.expertise.2")],
    cta: {
      title: t("industries.industry7.cta.title"),
      description: t("industries.industry7.cta.description"),
      button: t("industries.industry7.cta.button"),
    },
    meta: {
      title: t("industries.industry7.meta.title"),
      description: t("industries.industry7.meta.description"),
      keywords: [
        t("industries.industry7.meta.keywords.0"),
        t("industries.industry7.meta.keywords.1"),
        t("industries.industry7.meta.keywords.2"),
        t("industries.industry7.meta.keywords.3"),
        t("industries.industry7.meta.keywords.4"),
        t("industries.industry7.meta.keywords.5"),
      ],
    },
  };
}

function machineryAndTools(t: Translate): IndustryWords {
  return {
    id: "industrie8",
    title: t("industries.industry8.title"),
    description: t("industries.industry8.description"),
    image: image("industrie8", t("industries.industry8.image.alt")),
    expertise: [t("industries.industry8.expertise.0"), t("industries.industry8.expertise.1"), t("industries.industry8.expertise.2")],
    cta: {
      title: t("industries.industry8.cta.title"),
      description: t("industries.industry8.cta.description"),
      button: t("industries.industry8.cta.button"),
    },
    meta: {
      title: t("industries.industry8.meta.title"),
      description: t("industries.industry8.meta.description"),
      keywords: [
        t("industries.industry8.meta.keywords.0"),
        t("industries.industry8.meta.keywords.1"),
        t("industries.industry8.meta.keywords.2"),
        t("industries.industry8.meta.keywords.3"),
        t("industries.industry8.meta.keywords.4"),
        t("industries.industry8.meta.keywords.5"),
      ],
    },
  };
}

function paints(t: Translate): IndustryWords {
  return {
    id: "industrie10",
    title: t("industries.industry9.title"),
    description: t("industries.industry9.description"),
    image: image("industrie10", t("industries.industry9.image.alt")),
    expertise: [t("industries.industry9.expertise.0"), t("industries.industry9.expertise.1"), t("industries.industry9.expertise.2")],
    cta: {
      title: t("industries.industry9.cta.title"),
      description: t("industries.industry9.cta.description"),
      button: t("industries.industry9.cta.button"),
    },
    meta: {
      title: t("industries.industry9.meta.title"),
      description: t("industries.industry9.meta.description"),
      keywords: [
        t("industries.industry9.meta.keywords.0"),
        t("industries.industry9.meta.keywords.1"),
        t("industries.industry9.meta.keywords.2"),
        t("industries.industry9.meta.keywords.3"),
        t("industries.industry9.meta.keywords.4"),
      ],
    },
  };
}

function medicalEquipment(t: Translate): IndustryWords {
  return {
    id: "industrie11",
    title: t("industries.industry10.title"),
    description: t("industries.industry10.description"),
    image: image("industrie11", t("industries.industry10.image.alt")),
    expertise: [t("industries.industry10.expertise.0"), t("industries.industry10.expertise.1"), t("industries.industry10.expertise.2")],
    cta: {
      title: t("industries.industry10.cta.title"),
      description: t("industries.industry10.cta.description"),
      button: t("industries.industry10.cta.button"),
    },
    meta: {
      title: t("industries.industry10.meta.title"),
      description: t("industries.industry10.meta.description"),
      keywords: [
        t("industries.industry10.meta.keywords.0"),
        t("industries.industry10.meta.keywords.1"),
        t("industries.industry10.meta.keywords.2"),
        t("industries.industry10.meta.keywords.3"),
        t("industries.industry10.meta.keywords.4"),
        t("industries.industry10.meta.keywords.5"),
      ],
    },
  };
}

function cosmetics(t: Translate): IndustryWords {
  return {
    id: "industrie12",
    title: t("industries.industry11.title"),
    description: t("industries.industry11.description"),
    image: image("industrie12", t("industries.industry11.image.alt")),
    expertise: [t("industries.industry11.expertise.0"), t("industries.industry11.expertise.1"), t("industries.industry11.expertise.2")],
    cta: {
      title: t("industries.industry11.cta.title"),
      description: t("industries.industry11.cta.description"),
      button: t("industries.industry11.cta.button"),
    },
    meta: {
      title: t("industries.industry11.meta.title"),
      description: t("industries.industry11.meta.description"),
      keywords: [
        t("industries.industry11.meta.keywords.0"),
        t("industries.industry11.meta.keywords.1"),
        t("industries.industry11.meta.keywords.2"),
        t("industries.industry11.meta.keywords.3"),
        t("industries.industry11.meta.keywords.4"),
      ],
    },
  };
}

function spices(t: Translate): IndustryWords {
  return {
    id: "industrie13",
    title: t("industries.industry12.title"),
    description: t("industries.industry12.description"),
    image: image("industrie13", t("industries.industry12.image.alt")),
    expertise: [t("industries.industry12.expertise.0"), t("industries.industry12.expertise.1"), t("industries.industry12.expertise.2")],
    cta: {
      title: t("industries.industry12.cta.title"),
      description: t("industries.industry12.cta.description"),
      button: t("industries.industry12.cta.button"),
    },
    meta: {
      title: t("industries.industry12.meta.title"),
      description: t("industries.industry12.meta.description"),
      keywords: [
        t("industries.industry12.meta.keywords.0"),
        t("industries.industry12.meta.keywords.1"),
        t("industries.industry12.meta.keywords.2"),
        t("industries.industry12.meta.keywords.3"),
        t("services.service8.meta.keywords.1"),
        t("industries.industry4.meta.keywords.2"),
      ],
    },
  };
}

function waterTreatmentPlants(t: Translate): IndustryWords {
  return {
    id: "industrie14",
    title: t("industries.industry13.title"),
    description: t("industries.industry13.description"),
    image: image("industrie14", t("industries.industry13.image.alt")),
    expertise: [t("industries.industry13.expertise.0"), t("industries.industry13.expertise.1"), t("industries.industry13.expertise.2")],
    cta: {
      title: t("industries.industry13.cta.title"),
      description: t("industries.industry13.cta.description"),
      button: t("industries.industry13.cta.button"),
    },
    meta: {
      title: t("industries.industry13.meta.title"),
      description: t("industries.industry13.meta.description"),
      keywords: [
        t("industries.industry13.meta.keywords.0"),
        t("industries.industry13.meta.keywords.1"),
        t("industries.industry13.meta.keywords.2"),
        t("industries.industry13.meta.keywords.3"),
        t("industries.industry13.meta.keywords.4"),
        t("industries.industry13.meta.keywords.5"),
      ],
    },
  };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function industriesContent(t: Translate) {
  const industries: Industry[] = [
    chemicals(t),
    pharmaceutical(t),
    automobileAndTyre(t),
    agriculture(t),
    metalAndAlloys(t),
    insecticidesAndPesticides(t),
    polymers(t),
    machineryAndTools(t),
    paints(t),
    medicalEquipment(t),
    cosmetics(t),
    spices(t),
    waterTreatmentPlants(t),
  ].map((industry) => ({
    ...industry,
    image: pagePicture(t, `industries.${industry.id}`, industry.image),
    expertise: formatted(industry.expertise),
  }));

  /** The industry with this id, or undefined (including for industrie9). */
  function getIndustry(id: string): Industry | undefined {
    return industries.find((industry) => industry.id === id);
  }

  return { industries, getIndustry };
}
