import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "Wir verwenden Ihre Kontaktdaten und Sendungsangaben ausschließlich, um diese Anfrage zu kalkulieren und zu beantworten, und speichern sie nur so lange, wie das dauert.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Frachtangebot anfordern | Tarang Global Logistics",
    description:
      "Fordern Sie bei Tarang Global Logistics ein Angebot für See-, Luft- oder Straßenfracht an: Sendung, Ware und Zusatzleistungen in vier kurzen Schritten, mit Berechnung des frachtpflichtigen Gewichts schon bei der Eingabe und umgehender Referenznummer.",
    keywords: [
      "Frachtangebot",
      "Versandangebot Indien",
      "Luftfrachtrate",
      "LCL Angebot",
      "FCL Angebot",
      "frachtpflichtiges Gewicht",
      "Angebot Zollabfertigung",
    ],
  },
  hero: {
    eyebrow: "Angebot anfordern",
    title: "Erzählen Sie uns von Ihrer Sendung",
    lead: "Vier kurze Schritte geben unserer Kalkulation alles, was sie braucht: wohin die Fracht geht, was sie ist, welche Zusatzleistungen Sie wünschen und wie wir Sie erreichen. Sie erhalten sofort eine Referenznummer und innerhalb eines Arbeitstags eine Antwort mit Preis.",
  },
  form: {
    title: "Ihre Angebotsanfrage",
    intro:
      "Ihre Angaben bleiben in diesem Browser-Tab gespeichert, bis Sie sie absenden – Sie können also gefahrlos vor- und zurückblättern.",
  },
};
