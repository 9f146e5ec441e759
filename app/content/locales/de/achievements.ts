import type * as en from "../../achievements";
import { site, yearsInBusiness } from "../../site";
import type { MediaImage } from "../../types";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "Erfolge & Zertifizierungen | Tarang Global Logistics",
  description:
    "Über 15 Jahre, mehr als 1.500 Kunden, über 15.000 Zustellungen und mehr als 500 belieferte Städte ab Navi Mumbai. Tarang Global Logistics ist WCA-Mitglied, AEO-zertifiziert und nach ISO 9001:2015 zertifiziert.",
  keywords: [
    "Tarang Global Logistics Erfolge",
    "AEO-zertifizierte Spedition",
    "WCA-Mitglied Indien",
    "ISO 9001:2015 Logistikunternehmen",
    "Zollagent Navi Mumbai",
    "Logistik Zertifizierungen Indien",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Erfolge",
  title: `${yearsInBusiness()} Jahre zugestellte Fracht – und die Nachweise dahinter`,
  lead: `Seit ${site.founded} verzollen, lagern und befördern wir Fracht für Exporteure und Importeure in ganz Indien. Die Zahlen unten sind das Ergebnis; die Zertifizierungen zeigen, wie wir sie uns immer wieder neu verdienen.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Unsere Arbeit in Zahlen",
  intro:
    "Aus unseren eigenen Sendungsdaten gezählt, nicht geschätzt. Jede Zahl begann mit einem Kunden, einer Ausfuhranmeldung und einem Lkw am Tor in Nhava Sheva.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Jahre Branchenerfahrung",
    detail: `Zollvertretung seit ${site.founded}, umfassende Spedition seit ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Zufriedene Kunden",
    detail: "Hersteller, Händler und Exporteure, viele davon seit über zehn Jahren bei uns.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Erfolgreiche Zustellungen",
    detail: "Container, Luftfrachtsendungen und Lkw-Ladungen, zugestellt mit Zustellnachweis.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Belieferte Städte",
    detail: "Von Haus zu Haus in ganz Indien und über unser Partnernetzwerk auch im Ausland.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Zertifizierungen und Mitgliedschaften",
  intro:
    "Unabhängige Stellen prüfen, wie wir arbeiten. Diese Nachweise bedeuten, dass Ihre Fracht bei jedem Schritt nach dokumentierten, geprüften Verfahren behandelt wird.",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA-Mitglied",
    issuer: "WCA-Netzwerk unabhängiger Spediteure",
    text: "Die Mitgliedschaft im WCA-Netzwerk verschafft uns geprüfte Partneragenten am Bestimmungsort, mit Zahlungsabsicherung und Servicestandards, an die sich jedes Mitglied halten muss. So ist Ihre Fracht an beiden Enden in bekannten Händen.",
    image: badge("wca", "WCA-Mitgliedsabzeichen für Spedition"),
  },
  {
    title: "AEO-zertifiziert",
    issuer: "Zentralbehörde für indirekte Steuern und Zölle (CBIC)",
    text: "Als vom indischen Zoll anerkannter Zugelassener Wirtschaftsbeteiligter (AEO) erfüllen wir geprüfte Standards für Sicherheit, Aufzeichnungen und Compliance. Das ermöglicht eine schnellere, besser planbare Abfertigung der Fracht unserer Kunden.",
    image: badge("aeo", "AEO-Zertifizierungsabzeichen: Zugelassener Wirtschaftsbeteiligter, indischer Zoll"),
  },
  {
    title: "Zertifiziert nach ISO 9001:2015",
    issuer: "Qualitätsmanagementsystem",
    text: "Unser Qualitätsmanagementsystem für Spedition, Zollabfertigung und Lagerlogistik ist nach ISO 9001:2015 zertifiziert – mit dokumentierten Prozessen, internen Audits und Korrekturmaßnahmen, wenn etwas schiefgeht.",
    image: badge("iso", "Abzeichen ISO 9001:2015 zertifiziert: Qualitätsmanagementsystem"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "Was diese Nachweise für Ihre Sendung bedeuten",
  points: [
    "Ausfuhr- und Einfuhranmeldungen werden nach geprüften Verfahren erstellt – so gibt es weniger Rückfragen bei der Zollbewertung.",
    "Partner am Bestimmungsort werden über das WCA-Netzwerk geprüft, nicht aus einem Verzeichnis ausgewählt.",
    "Beschwerden werden erfasst, untersucht und mit einer Korrekturmaßnahme abgeschlossen, wie es unser ISO-System verlangt.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `Nutzen Sie ${yearsInBusiness()} Jahre Erfahrung für Ihre nächste Sendung`,
  text: "Sagen Sie uns, was Sie wohin versenden; ein Spezialist antwortet innerhalb von 24 Stunden mit einer Route, einem Zeitplan und einem klaren Angebot.",
  label: "Sprechen Sie mit unserem Team",
};

/** Everything the page shows, as its loader sends it. */
export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
