import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Kontakt | Tarang Global Logistics, Navi Mumbai",
  description:
    "Rufen Sie an, schreiben Sie eine E-Mail oder besuchen Sie Tarang Global Logistics in Nerul, Navi Mumbai. Geöffnet Montag bis Samstag, 10:00 bis 18:00 Uhr; wir antworten in der Regel innerhalb von 24 Stunden.",
  keywords: [
    "Kontakt Tarang Global Logistics",
    "Spedition Navi Mumbai Kontakt",
    "Zollagent Nerul",
    "Logistikunternehmen Navi Mumbai Telefon",
    "Frachtangebot Indien",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Kontakt",
  title: "Kontakt",
  lead: "Sagen Sie uns, was Sie von wo nach wo versenden. Ein Spezialist für Fracht, Zoll oder Lagerlogistik antwortet Ihnen innerhalb von 24 Stunden.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "So erreichen Sie unser Team",
  intro:
    "Rufen Sie an oder schreiben Sie uns für Angebote, Buchungen, Zollfragen und Sendungsupdates. Bei dringenden Anliegen zu Fracht, die bereits unterwegs ist, ist ein Anruf am schnellsten.",
  visit: {
    title: "Besuchen Sie unser Büro",
    note: "Besuche nur nach vorheriger Terminvereinbarung, damit der passende Spezialist vor Ort ist.",
  },
  call: { title: "Rufen Sie uns an", note: "Angebote, Buchungen und Sendungsupdates." },
  email: { title: "Schreiben Sie uns", note: "Wir antworten in der Regel innerhalb von 24 Stunden." },
  hours: { title: "Bürozeiten", text: "Montag bis Samstag, 10:00 bis 18:00 Uhr", note: "An Sonn- und Feiertagen geschlossen." },
};

export const contactMap: typeof en.contactMap = {
  title: "So finden Sie uns",
  note: "Unser Büro liegt nur wenige Gehminuten vom Bahnhof Seawoods–Darave an der Harbour Line entfernt; Besucherparkplätze gibt es im Gebäude.",
  directions: "Route planen",
};

export const messageSection: typeof en.messageSection = {
  title: "Senden Sie uns eine Nachricht",
  intro:
    "Fragen Sie ein Angebot, einen Routenplan oder eine Beratung zu Zoll und Compliance an. Je mehr Details Sie angeben, desto hilfreicher ist unsere erste Antwort.",
};

export const messageTips: typeof en.messageTips = {
  title: "Was uns hilft, schneller zu antworten",
  items: [
    "Was Sie versenden: die Ware, ihren HS-Code, falls bekannt, und ob sie gefährlich oder temperaturempfindlich ist.",
    "Von wo nach wo die Sendung geht, mit den Incoterms, die Sie mit Ihrem Käufer oder Lieferanten vereinbart haben.",
    "Gewicht, Abmessungen und Anzahl der Packstücke bzw. Containertyp und -anzahl.",
    "Wann die Fracht versandbereit ist und wann sie ankommen muss.",
  ],
  note: "Sie versenden bereits mit uns? Nennen Sie Ihre Auftrags- oder Buchungsnummer, damit Ihr Koordinator die Nachricht übernimmt.",
};

export const contactCta: typeof en.contactCta = {
  heading: "Sie planen eine Sendung?",
  text: "Beschreiben Sie Fracht, Route und Termine in einer kurzen Nachricht, und ein Spezialist antwortet innerhalb von 24 Stunden mit den nächsten Schritten.",
  label: "Senden Sie uns eine Nachricht",
};

/** Everything the page shows, as its loader sends it. */
export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
