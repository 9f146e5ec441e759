import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Hintergrundvideo abspielen",
  pauseVideo: "Hintergrundvideo anhalten",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "Seit {founded}",
  heroTitle: "Über {name}",
  heroLead:
    "Gegründet {founded} als {formerName} und {renamed} umbenannt, befördern wir von unserem Standort in Navi Mumbai aus Fracht für indische Exporteure und Importeure.",
  storyEyebrow: "Unsere Geschichte",
  commitmentEyebrow: "Unser Versprechen",
  foundationsEyebrow: "Worauf wir bauen",
  foundationsTitle: "Unsere Grundlagen",
  valuesEyebrow: "Wie wir arbeiten",
  valuesTitle: "Unsere fünf Werte",
  philosophyLink: "Lesen Sie unsere Mission, Vision und Grundwerte",
  howItWorksLink: "Sehen Sie Schritt für Schritt, wie wir eine Sendung abwickeln",
  leadershipEyebrow: "Geschäftsleitung",
  leadershipTitle: "Die Menschen an unserer Spitze",
  cta: {
    heading: "Sprechen Sie mit dem Team hinter Ihrer Fracht",
    text: "Erzählen Sie uns von Ihren Sendungen, und wir holen den passenden Spezialisten ins Gespräch.",
    label: "Kontakt zu unserem Team",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Unsere Philosophie",
  title: "Mission, Vision und Grundwerte",
  sectionTitle: "Was jede Sendung leitet",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Unser Team",
  action: "Zu „Über uns“",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "So arbeiten wir",
  title: "Von der Anfrage bis zur Zustellung",
  sectionTitle: "Sechs Schritte, ein verantwortliches Team",
  stepLabel: "Schritt {number}:",
  cta: {
    heading: "Am Anfang steht ein Gespräch",
    text: "Nennen Sie uns Ihre Fracht, Ihre Route und Ihren Zeitrahmen; innerhalb von 24 Stunden erhalten Sie von uns einen Plan und ein Angebot.",
  },
};

const servicesLead =
  "Spedition, Zollabfertigung, Lagerlogistik, Straßentransport und die Spezialleistungen rund um diese Bereiche – alles aus einer Hand, von einem Team in Navi Mumbai.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Unsere Leistungen | ${site.name}`,
    description: servicesLead,
    keywords: ["Logistikdienstleister Indien", "Spedition", "Zollabfertigung", "Lagerlogistik", "Straßentransport", "Navi Mumbai"],
  },
  eyebrow: "Was wir tun",
  title: "Unsere Leistungen",
  lead: servicesLead,
  sectionEyebrow: "Zwölf Leistungen, ein Partner",
  sectionTitle: "Alles, was Ihre Fracht zwischen Werk und Käufer braucht",
  intro:
    "Buchen Sie eine einzelne Leistung oder überlassen Sie uns den gesamten Transportweg. Jede Sendung hat einen namentlich benannten Koordinator und dasselbe Team im Hintergrund, vom ersten Angebot bis zur Zustellung. {link}.",
  introLink: "Sehen Sie Schritt für Schritt, wie eine Sendung bei uns läuft",
  pauseRotation: "Bildwechsel anhalten",
  resumeRotation: "Bildwechsel fortsetzen",
  cardLinkContext: "über {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Zurück zu allen Leistungen",
  playSlideshow: "Diashow abspielen",
  pauseSlideshow: "Diashow anhalten",
  asideLabel: "Inhalt und Ansprechpartner",
  onThisPage: "Auf dieser Seite",
  speakToSpecialist: "Mit einem Spezialisten sprechen",
  hours: "{days}, {time}",
  stepLabel: "Schritt {number}:",
  moreTitle: "Entdecken Sie unsere weiteren Leistungen",
};

const industriesLead =
  "Logistik, zugeschnitten auf die Fracht von dreizehn Branchen – von Spezialchemikalien und Arzneimitteln bis zu Schwermaschinen und Wasseraufbereitungsanlagen.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Branchen, die wir betreuen | ${site.name}`,
    description: industriesLead,
    keywords: ["Branchenlogistik Indien", "Chemielogistik", "Pharmalogistik", "Projektladung", "Gefahrguttransport", "Navi Mumbai"],
  },
  eyebrow: "Mit wem wir arbeiten",
  title: "Branchen, die wir betreuen",
  lead: industriesLead,
  sectionEyebrow: "Branchenkompetenz",
  sectionTitle: "Jede Fracht hat ihre eigenen Regeln",
  intro:
    "Gefahrgutanmeldungen, Temperaturprotokolle, Genehmigungen für Übermaß, Pflanzengesundheitszeugnisse: Wir wissen, was die Sendungen jeder Branche brauchen, bevor sie den Hafen erreichen.",
  cardLinkContext: "über {title}",
  otherTitle: "Ihre Branche ist nicht dabei?",
  otherText:
    "Wir befördern auch Textilien, Elektronik, Lebensmittel, Möbel und Projektladungen. Sagen Sie uns, was Sie versenden, und wir planen Dokumente, Verpackung und Handhabungsvorschriften passend dazu.",
  otherLink: "Sprechen Sie mit unserem Team",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Alle Branchen",
  heroEyebrow: "Branchen, die wir betreuen",
  expertiseEyebrow: "Wie wir helfen",
  expertiseTitle: "Branchenkompetenz",
  asideLabel: "Ansprechpartner und weitere Branchen",
  otherIndustries: "Weitere Branchen",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "bis {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Wer wir sind und was diese Erklärung umfasst",
  updated: "Zuletzt aktualisiert: {date}",
  collectedTitle: "Was wir erheben, wozu und wie lange",
  through: "Über {link}.",
  collected: "Was wir erheben",
  purpose: "Wozu",
  retention: "Wie lange wir es speichern",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Erklärung zur Barrierefreiheit",
  title: "Eine Website, die alle nutzen können",
  reviewed: "Zuletzt geprüft: {date}",
  targetTitle: "Unser Ziel: WCAG 2.2 AA",
  testingTitle: "Wie wir prüfen",
  limitsTitle: "Bekannte Einschränkungen",
  barriersTitle: "Melden Sie uns eine Barriere",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Seite nicht gefunden | ${site.name}`,
    description: `Die gesuchte Seite wurde verschoben oder hat nie existiert. Unsere Leistungen, Branchen, unseren Blog und unsere Kontaktdaten finden Sie auf der Website von ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Dieser Bereich wird gerade vorbereitet",
  text: "Wir stellen diesen Teil unserer Website gerade fertig. Bei allem, was er behandeln wird, hilft Ihnen unser Team schon jetzt: Rufen Sie uns an oder schreiben Sie uns, und ein Spezialist antwortet innerhalb von {replyTime}.",
};
