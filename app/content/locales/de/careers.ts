import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Logistik-Jobs & Praktika in Navi Mumbai | Tarang Global Logistics",
  description:
    "Praktika von 2, 3 oder 6 Monaten und Fachpositionen in Spedition, Zollabfertigung und Lagerlogistik bei Tarang Global Logistics in Navi Mumbai. Jetzt online bewerben.",
  keywords: [
    "Logistik Praktikum Navi Mumbai",
    "Speditionsjobs Mumbai",
    "Jobs Zollabfertigung",
    "Lagerjobs Navi Mumbai",
    "Karriere Logistik Indien",
    "Tarang Global Logistics Karriere",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Karriere",
  title: "Eine Karriere, die Indiens Handel bewegt",
  lead: "Lernen Sie Zoll, Fracht und Lagerlogistik von Menschen, die das jeden Tag machen. Praktika für Studierende und Absolventen sowie Fachpositionen für erfahrene Kräfte – in unserem Büro und Lager in Navi Mumbai.",
  action: "Jetzt bewerben",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Warum bei uns arbeiten",
  items: [
    {
      title: "Die ganze Kette kennenlernen",
      text: "Von der über ICEGATE eingereichten Ausfuhranmeldung bis zum in Nhava Sheva verladenen Container lernen Sie, wie alle Teile einer Sendung zusammenhängen – nicht nur eine eng begrenzte Aufgabe.",
      icon: "route",
    },
    {
      title: "Früh echte Verantwortung",
      text: "Praktikanten und neue Kolleginnen und Kollegen arbeiten an Live-Sendungen, begleitet von einem Mentor. Sorgfältige, verlässliche Arbeit fällt auf und wird schnell mit mehr Verantwortung belohnt.",
      icon: "target",
    },
    {
      title: "Mit dem Unternehmen wachsen",
      text: "Mehrere unserer Teamleiter haben als Praktikanten oder Trainees angefangen. Wir finanzieren Weiterbildungen und unterstützen Kolleginnen und Kollegen bei der Vorbereitung auf die Prüfung zum Zollagenten (Customs Broker).",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Zwei Wege zu uns",
  intro: "Wählen Sie den Weg, der zu Ihrer heutigen Situation passt. Für beide bewerben Sie sich über dasselbe Formular unten.",
  tabsLabel: "Karrierewege",
};

export const internships: typeof en.internships = {
  tab: "Lernen und wachsen Sie mit uns",
  heading: "Praktika",
  intro:
    "Für Studierende und Absolventen aus Wirtschaft, Management, internationalem Handel und Logistik, die praktische Erfahrung sammeln möchten. Sie arbeiten in einem echten Team mit, und ein Mentor bespricht jede Woche Ihre Fortschritte mit Ihnen.",
  body: [
    {
      months: 2,
      text: "Ein Einstieg in die Branche: Begleiten Sie unsere Zoll- und Operations-Teams, lernen Sie die Dokumente hinter einer Exportsendung kennen und helfen Sie bei Checklisten und Sendungsakten.",
    },
    {
      months: 3,
      text: "Übernehmen Sie neben der täglichen Arbeit ein klar umrissenes Projekt, etwa die Verfolgung der Meilensteine laufender Sendungen, Frachtratenvergleiche oder die Aufbereitung von Lagerbestandsberichten.",
    },
    {
      months: 6,
      text: "Arbeiten Sie als Teil eines Teams: Entwerfen Sie Ausfuhr- und Einfuhranmeldungen zur Prüfung, koordinieren Sie Abholungen mit Transportunternehmen und begleiten Sie Sendungen von der Buchung bis zum Zustellnachweis.",
    },
  ],
  listTitle: "Wo Praktikanten arbeiten",
  list: [
    "Zolldokumentation und Einreichung über ICEGATE",
    "Operative See- und Luftfracht",
    "Lagerlogistik und Bestandsführung",
    "Vertriebsunterstützung und Kundenservice",
  ],
  perksTitle: "Was Sie mitnehmen",
  perks: [
    "Eine monatliche Vergütung und eine Abschlussbescheinigung",
    "Einen Mentor aus dem Team, in dem Sie arbeiten",
    "Ein Empfehlungsschreiben bei starker Leistung",
    "Vorrang bei der Besetzung von Trainee-Stellen",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Führen und gestalten Sie mit uns",
  heading: "Fachkarrieren",
  intro:
    "Für erfahrene Fachkräfte aus Spedition, Zollvertretung, Lagerlogistik, Transport und Vertrieb. Wir stellen Profis ein, die Verantwortung für die Fracht eines Kunden übernehmen und mit uns etwas Bleibendes aufbauen wollen.",
  body: [
    {
      title: "Sichtung der Unterlagen",
      text: "Die Personalabteilung und der einstellende Bereich lesen jede Bewerbung im Hinblick auf die Stelle. Passt Ihr Profil, melden wir uns innerhalb von zwei Wochen bei Ihnen.",
    },
    {
      title: "Gespräch mit der Personalabteilung",
      text: "Ein Gespräch mit unserem Personalteam, telefonisch oder persönlich, über Ihre Erfahrung, Ihre Wünsche, Ihre Kündigungsfrist und Ihre Erwartungen.",
    },
    {
      title: "Abschlussgespräch mit den Abteilungsleitern",
      text: "Ein praxisnahes Gespräch mit der Leitung der Abteilung, in der Sie arbeiten würden, oft anhand eines echten Falls aus deren Arbeitsalltag. Unsere Entscheidung möchten wir innerhalb einer Woche bestätigen.",
    },
  ],
  listTitle: "Teams, für die wir einstellen",
  list: [
    "Zollabfertigung und Dokumentation",
    "Operative See- und Luftfracht",
    "Lagerleitung und Bestandsführung",
    "Geschäftsentwicklung und Key Accounts",
    "Buchhaltung und Compliance",
  ],
  perksTitle: "Was wir bieten",
  perks: [
    "Vergütung orientiert am Logistikmarkt in Mumbai, jährlich überprüft",
    "Gruppenkrankenversicherung",
    "Finanzierte Weiterbildungen und Zertifizierungen",
    "Klare Wege in Senior- und Führungspositionen",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "So läuft unser Auswahlverfahren ab";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Wählen Sie Ihre Dauer";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Wir verlangen von Bewerbern niemals Geld",
  text: `${site.name} erhebt in keiner Phase des Einstellungsverfahrens Gebühren und verlangt keine Kaution: weder für Bewerbungen noch für Vorstellungsgespräche, Schulungen, Arbeitskleidung oder Vertragsangebote. Echte Nachrichten kommen ausschließlich von einer Adresse mit @${officialDomain}. Falls jemand in unserem Namen eine Zahlung von Ihnen verlangt, zahlen Sie nicht und melden Sie den Vorfall an`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Jetzt bewerben",
  intro:
    "Ein Formular für Praktika und Fachpositionen. Erzählen Sie uns kurz von sich und der Tätigkeit, die Sie suchen; das dauert etwa fünf Minuten.",
};

export const applyTips: typeof en.applyTips = {
  title: "Bevor Sie sich bewerben",
  items: [
    "Wählen Sie im Formular „Praktikum“ oder „Fachposition“. Geben Sie bei einem Praktikum in Ihrer Nachricht an, welche Dauer Sie bevorzugen (2, 3 oder 6 Monate) und ab wann Sie verfügbar sind.",
    "Hängen Sie Ihren Lebenslauf als PDF mit weniger als 5 MB an. Das ist freiwillig, hilft uns aber, schneller eine Vorauswahl zu treffen.",
    "Jede Bewerbung liest ein Mensch; Kandidaten in der engeren Auswahl hören innerhalb von zwei Wochen von uns.",
  ],
  emailNote: "Lieber per E-Mail? Senden Sie Ihren Lebenslauf an",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "Fragen vor Ihrer Bewerbung?",
  text: "Schreiben Sie uns oder rufen Sie in unserem Büro an; unser Personalteam erzählt Ihnen gern mehr über eine Stelle oder ein Praktikum.",
  label: "Kontakt",
};

/** The open positions on /careers (issue 15). */
export const openingsSection: typeof en.openingsSection = {
  /** The empty state (issue 15), a link to the general application below. */
  empty: "Derzeit keine offenen Stellen: Senden Sie uns trotzdem Ihren Lebenslauf",
  title: "Offene Stellen",
  intro: "Positionen, die wir aktuell besetzen. Zu jeder finden Sie den Standort, die gewünschte Erfahrung und den Bewerbungsschluss.",
  filtersLabel: "Offene Stellen filtern",
  department: "Abteilung",
  allDepartments: "Alle Abteilungen",
  location: "Standort",
  allLocations: "Alle Standorte",
  type: "Art",
  allTypes: "Alle Arten",
  apply: "Stellen anzeigen",
  clear: "Filter zurücksetzen",
  noMatch: "Keine offene Stelle entspricht diesen Filtern.",
  closesOn: "Bewerbung bis",
  view: "Stelle ansehen",
};

/** An opening's own page, /careers/{slug}. */
export const openingPage: typeof en.openingPage = {
  backToAll: "Alle offenen Stellen",
  applyAction: "Auf diese Stelle bewerben",
  factsTitle: "Auf einen Blick",
  facts: {
    department: "Abteilung",
    location: "Standort",
    type: "Art",
    experience: "Erfahrung",
    salary: "Gehalt",
    posted: "Veröffentlicht",
    closes: "Bewerbung bis",
  },
  applyTitle: "Auf diese Stelle bewerben",
  applyIntro:
    "Das Formular unten geht direkt an das Einstellungsteam für diese Stelle. Erzählen Sie uns kurz von sich und warum die Stelle zu Ihnen passt; ein Lebenslauf hilft uns, schneller eine Vorauswahl zu treffen.",
  closedTitle: "Diese Stelle ist nicht mehr ausgeschrieben",
  closedText:
    "Für diese Stelle nehmen wir keine Bewerbungen mehr an. Sehen Sie sich die derzeit offenen Stellen an oder senden Sie uns eine Initiativbewerbung.",
  closedAction: "Offene Stellen ansehen",
};

/** Everything the page shows, as its loader sends it. */
export const careersPage: typeof en.careersPage = {
  meta: careersMeta,
  hero: careersHero,
  whyJoin,
  tracksSection,
  internships,
  professionals,
  internshipDurationsTitle,
  recruitmentStepsTitle,
  feeWarning,
  applySection,
  applyTips,
  openingsSection,
  cta: careersCta,
};
