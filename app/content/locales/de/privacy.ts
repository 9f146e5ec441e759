import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Datenschutzhinweis | ${site.name}`,
  description: `Was ${site.name} über die Formulare dieser Website erhebt, wozu, wie lange es gespeichert wird und wie Sie Ihre Einwilligung nach dem indischen DPDP Act 2023 widerrufen.`,
  keywords: ["Datenschutzhinweis", "DPDP Act 2023 Indien", "Beschwerdebeauftragter", "Datenschutz", "Logistik", "Navi Mumbai"],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Datenschutzhinweis",
  lead: "Was wir über diese Website erheben, wozu, wie lange wir es speichern und wie Sie Ihre Einwilligung widerrufen.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22. November 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `${site.name} („wir“) ist nach dem indischen Digital Personal Data Protection Act, 2023 (DPDP Act) der Verantwortliche („Data Fiduciary“) für die personenbezogenen Daten, die Sie uns über diese Website übermitteln. Wir erheben nur die Daten, die das jeweilige Formular benötigt, verwenden sie ausschließlich für den neben dem Formular genannten Zweck, verkaufen sie niemals und nutzen sie nicht für Werbung.`,
  "Diese Website setzt keine Werbe- oder Analyse-Cookies und lädt nichts von Servern Dritter. Ihr Browser speichert Ihr Design, Ihre Sprache und den Zeitpunkt Ihrer letzten Formularübermittlung (für unsere Regel „eine Nachricht pro Minute“) in seinem eigenen Speicher; diese Angaben bleiben auf Ihrem Gerät.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Newsletter-Anmeldung",
    where: "das Newsletter-Formular am Fuß unserer Seiten",
    collected: [
      "Ihre E-Mail-Adresse",
      "Zeitpunkt Ihrer Anmeldung und Bestätigung sowie die dabei verwendete Netzwerkadresse (IP-Adresse) als Nachweis Ihrer Einwilligung",
    ],
    purpose:
      "Für den Versand unseres Newsletters: Neuigkeiten aus dem Außenhandel, Änderungen im Zollrecht und Versandtipps, etwa einmal im Monat. Wir senden nichts, bevor Sie Ihre Adresse über den Link in unserer E-Mail bestätigt haben (Double-Opt-in).",
    retention:
      "Bis Sie sich abmelden. Danach speichern wir nur noch die Adresse und das Datum Ihrer Abmeldung, damit wir Ihnen nie versehentlich erneut schreiben; auf Wunsch löschen wir auch diese Angaben.",
  },
  {
    id: "contact",
    form: "Kontaktformular",
    where: "die Kontaktseite",
    collected: [
      "Ihr Vor- und Nachname",
      "Ihre E-Mail-Adresse",
      "Betreff und Text Ihrer Nachricht",
      "Die verwendete Netzwerkadresse (IP-Adresse), um Missbrauch zu verhindern",
    ],
    purpose: "Um Ihre Anfrage zu beantworten und unseren Schriftverkehr mit Ihnen zu dokumentieren.",
    retention:
      "So lange, wie wir brauchen, um Ihnen zu antworten und Ihre Anfrage nachzuverfolgen. Auf Ihren Wunsch löschen wir die Daten jederzeit.",
  },
  {
    id: "careers",
    form: "Bewerbung",
    where: "die Karriereseite",
    collected: [
      "Ihr Name, Ihre E-Mail-Adresse und Telefonnummer",
      "Die Stelle, auf die Sie sich bewerben, und Ihre Nachricht",
      "Ihr Lebenslauf, falls Sie einen anhängen (nur mit Ihrer ausdrücklichen Einwilligung in seine Speicherung)",
      "Der Zeitpunkt dieser Einwilligung und die dabei verwendete Netzwerkadresse (IP-Adresse)",
    ],
    purpose:
      "Um Ihre Bewerbung zu prüfen, Sie dazu zu kontaktieren und Sie während der Speicherfrist für passende offene Stellen zu berücksichtigen.",
    retention: `${applicationRetentionMonths} Monate ab dem Tag Ihrer Bewerbung (unsere Regelfrist), danach automatische Löschung einschließlich Lebenslauf. Widerrufen Sie Ihre Einwilligung früher, löschen wir die Daten entsprechend früher.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Wo Ihre Daten gespeichert werden",
  paragraphs: [
    "Alles, was Sie über diese Formulare senden, wird in unserer eigenen Datenbank auf Servern gespeichert, die wir selbst betreiben – in derselben gesicherten Umgebung wie diese Website. Lebensläufe werden zusammen mit der Bewerbung gespeichert, nie in einem öffentlichen Ordner, und nur befugte Mitarbeitende können sie öffnen.",
    "Wir nutzen einen E-Mail-Dienst, um Ihnen Bestätigungs- und Newsletter-E-Mails zu senden und unsere Mitarbeitenden über eingegangene Nachrichten oder Bewerbungen zu informieren; er verarbeitet Ihre E-Mail-Adresse in unserem Auftrag und zu keinem anderen Zweck.",
    "Zugriff auf diese Daten haben nur die Mitarbeitenden, die sie brauchen, um Ihnen zu antworten oder Ihre Bewerbung zu prüfen.",
  ],
};

export const rights: typeof en.rights = {
  heading: "Ihre Rechte nach dem DPDP Act",
  items: [
    "Auskunft darüber verlangen, welche personenbezogenen Daten wir über Sie speichern und wie wir sie verwenden.",
    "Die Berichtigung, Vervollständigung oder Aktualisierung Ihrer Daten verlangen.",
    "Jederzeit die Löschung Ihrer Daten verlangen und jede erteilte Einwilligung widerrufen.",
    "Eine Person benennen, die diese Rechte für Sie ausübt, falls Sie selbst dazu nicht in der Lage sind.",
    "Eine Beschwerde bei unserer Beschwerdebeauftragten einreichen und, wenn Sie mit unserer Antwort nicht zufrieden sind, sich beim Data Protection Board of India (der indischen Datenschutzbehörde) beschweren.",
  ],
  /** How to make a request (issue 16): what staff can then do from the staff area's personal data requests. */
  howToAsk: {
    heading: "So beantragen Sie Auskunft, Berichtigung oder Löschung Ihrer Daten",
    paragraphs: [
      `Schreiben Sie an ${site.email} von der Adresse aus, die Sie bei uns verwendet haben, und teilen Sie uns mit, ob Sie Ihre Daten einsehen, berichtigen oder löschen lassen möchten. Wir suchen alles heraus, was unter dieser Adresse gespeichert ist: Bewerbungen (mit Lebenslauf), Kontaktnachrichten, Angebotsanfragen, Ihr Newsletter-Abonnement und alle noch nicht versendeten E-Mails an Sie.`,
      "Zur Einsicht senden wir Ihnen eine Datei (JSON, in jedem Texteditor lesbar) mit allen Daten. Zur Berichtigung nennen Sie uns den richtigen Namen, die richtige E-Mail-Adresse oder Telefonnummer, und wir ändern sie in jedem Datensatz. Zur Löschung entfernen wir jeden Datensatz unter dieser Adresse, einschließlich Lebenslauf und nicht versendeter E-Mails; wir behalten nur einen Vermerk, dass, wann und wie viele Datensätze gelöscht wurden – niemals Ihre Daten.",
      "Wir antworten an die Adresse, unter der die Daten gespeichert sind, damit niemand sonst Ihre Daten anfordern kann.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "So widerrufen Sie Ihre Einwilligung",
  items: [
    {
      title: "Newsletter-Abonnement",
      text: "Jede Newsletter-E-Mail enthält einen Abmeldelink; ein Klick beendet alle weiteren E-Mails.",
    },
    {
      title: "Kontaktnachrichten und Bewerbungen",
      text: `Schreiben Sie an ${site.grievanceOfficer.email} von der Adresse aus, die Sie verwendet haben, und bitten Sie uns, Ihre Daten zu löschen. Wir löschen sie einschließlich Lebenslauf und bestätigen Ihnen die Löschung per E-Mail.`,
    },
  ],
  note: "Der Widerruf Ihrer Einwilligung ist so einfach wie ihre Erteilung und berührt nicht, was wir vor dem Widerruf mit Ihren Daten getan haben.",
};

export const grievance: typeof en.grievance = {
  heading: "Beschwerdebeauftragte",
  text: "Wenn Sie eine Frage oder Beschwerde zum Umgang mit Ihren personenbezogenen Daten haben, schreiben Sie unserer Beschwerdebeauftragten. Wir bestätigen jede Anfrage und beantworten sie so schnell wie möglich.",
  officer: { name: site.grievanceOfficer.name, title: "Beschwerdebeauftragte", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "Fragen zu Ihren Daten?",
  text: `Schreiben Sie an ${site.grievanceOfficer.email} oder senden Sie uns eine Nachricht, und ein Spezialist antwortet innerhalb von 24 Stunden.`,
  label: "Kontakt",
};
