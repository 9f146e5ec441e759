import type * as en from "../../accessibility";
import { site } from "../../site";

/** The accessibility statement (/accessibility, issue 17). Kept true to how the site is actually tested. */
export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Erklärung zur Barrierefreiheit | ${site.name}`,
  description: `Wie ${site.name} diese Website nach WCAG 2.2 Stufe AA entwickelt und prüft, was bekanntermaßen noch nicht funktioniert und wie Sie uns eine Barriere melden.`,
  keywords: ["Erklärung zur Barrierefreiheit", "WCAG 2.2", "AA", "Tastatur", "Screenreader", "Logistik"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24. November 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Wir möchten, dass alle, die mit uns versenden oder es vielleicht einmal tun, diese Website lesen, das Gesuchte finden und uns eine Nachricht schicken können – unabhängig von Gerät, Browser oder assistiver Technologie.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Unser Ziel sind die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA, auf jeder öffentlichen Seite und bei der Anmeldung für Mitarbeitende. Wo wir dieses Ziel verfehlen, sagen wir es unten offen und behandeln es als Fehler, den wir beheben.";

/** How each release is checked: the automated browser tests run on every change before it is published. */
export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Automatisierte Prüfungen in einem echten Browser",
    text: "Jede öffentliche Seite wird in Chromium geöffnet und mit axe auf Verstöße gegen WCAG A und AA geprüft, im hellen wie im dunklen Design.",
  },
  {
    title: "Tastatur",
    text: "Browsertests bewegen sich allein mit der Tastatur durch die Navigation, das mobile Menü und die Formulare und prüfen, ob der Fokus sichtbar ist und dort landet, wo er hingehört.",
  },
  {
    title: "Kontrast, an den Pixeln gemessen",
    text: "Text über Fotos wird gegen die tatsächlich dargestellten Pixel dahinter geprüft – in Smartphone- und Desktopbreite, in beiden Designs und im rechtsläufigen Arabisch – und muss ein Verhältnis von 4,5:1 erreichen. Rahmen von Formularfeldern müssen 3:1 erreichen.",
  },
  {
    title: "Screenshots und Layout",
    text: "Wir sehen uns Screenshots der Seiten bei 360 und 1.440 Pixeln Breite in beiden Designs an, und ein Test stellt sicher, dass bei 320 Pixeln keine Seite seitlich scrollt.",
  },
  {
    title: "Ohne JavaScript und im Druck",
    text: "Die Seiten werden als vollständiges HTML ausgeliefert, bevor ein Skript läuft (ein Test liest sie, bevor die Skripte starten), und ein Druck-Stylesheet druckt nur den Inhalt, dunkel auf Weiß, mit ausgeschriebenen Linkadressen.",
  },
  {
    title: "Bewegung",
    text: "Das Hintergrundvideo und die Diashows lassen sich anhalten und bleiben für alle still, die in ihrem System reduzierte Bewegung eingestellt haben.",
  },
];

/** Honest about what is not there yet. */
export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Blogartikel werden in der Sprache angezeigt, in der sie verfasst wurden.",
  "Fotos und Illustrationen, die eine Seite nur schmücken, haben keine Textbeschreibung; solche, die Informationen tragen, werden im Text daneben beschrieben.",
  "Der Mitarbeiterbereich hinter der Anmeldung wird mit axe geprüft, aber weniger gründlich getestet als die öffentlichen Seiten.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Wenn Sie etwas auf dieser Website aufhält oder eine Aufgabe schwerer macht, als sie sein sollte, sagen Sie es uns bitte: welche Seite, was Sie tun wollten und – wenn Sie es uns mitteilen möchten – welchen Browser oder welche assistive Technologie Sie nutzen.",
  email: site.email,
  answer:
    "Jede Nachricht liest ein Mensch. Bis die Barriere behoben ist, geben wir Ihnen die Informationen oder nehmen Ihr Anliegen stattdessen per E-Mail oder Telefon entgegen.",
};
