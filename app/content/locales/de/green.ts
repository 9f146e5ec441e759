import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

// ---------------------------------------------------------------------------
// Green logistics
// ---------------------------------------------------------------------------

export const greenMeta: typeof en.greenMeta = {
  title: "Grüne Logistik & Nachhaltigkeitsfahrplan | Tarang Global Logistics",
  description:
    "Unser grüner Fahrplan: 30 % weniger CO₂-Emissionen bis 2030, 25 % elektrische Fahrzeuge auf der letzten Meile bis 2032 und 50 % mehr Energieeffizienz bis 2028 – von unserem Standort in Navi Mumbai aus.",
  keywords: [
    "grüne Logistik Indien",
    "nachhaltige Spedition",
    "elektrische Zustellung letzte Meile Mumbai",
    "energieeffizientes Lager Navi Mumbai",
    "CO2-Reduktion Logistik",
    "CO2-armer Versand",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Grüne Logistik",
  title: "Indiens Handel bewegen – mit kleinerem Fußabdruck",
  lead: "Besser ausgelastete Ladungen, sauberere Fahrzeuge und effiziente Lager: unser Fahrplan, um die CO₂-Bilanz jeder Sendung zu senken, die wir abwickeln – mit Zielen, die wir veröffentlichen und über die wir jedes Jahr berichten.",
  action: "CO₂ Ihrer Sendung berechnen",
};

export const roadmap: typeof en.roadmap = {
  title: "Unsere Mission & unser grüner Fahrplan",
  missionLabel: "Unsere Mission",
  mission:
    "Die Fracht unserer Kunden mit so wenig CO₂, Kraftstoff und Abfall zu befördern, wie es der Auftrag zulässt – ohne die Zuverlässigkeit aufzugeben, auf die sie sich verlassen.",
  intro:
    "Drei Ziele mit festem Datum, gemessen an unserem Betrieb im Jahr 2023, machen aus dieser Mission überprüfbare Arbeit. Wir prüfen den Fortschritt jedes Quartal und veröffentlichen ihn einmal im Jahr.",
  image: art("ev-fleet", "Elektrische Lieferwagen laden unter einem Solardach vor ihren Stadtfahrten"),
  targets: [
    {
      figure: "30 %",
      year: 2030,
      title: "CO₂-Emissionen senken",
      text: "Bis 2030 senken wir unsere CO₂-Emissionen um 30 % – durch besser ausgelastete Lkw und Container, geplante Rückladungen, besser gewartete Motoren und die Schiene für Hinterlandverkehre nach JNPT, wo es die Fahrpläne erlauben.",
      icon: "leaf",
    },
    {
      figure: "25 %",
      year: 2032,
      title: "Elektrisch auf der letzten Meile",
      text: "Bis 2032 fahren 25 % unserer Flotte auf der letzten Meile elektrisch – angefangen mit den kurzen, gut planbaren Stadtfahrten zwischen unserem Lager, Containerfrachtstationen und Kunden in Mumbai und Pune.",
      icon: "zap",
    },
    {
      figure: "50 %",
      year: 2028,
      title: "Energieeffizienz",
      text: "Bis 2028 steigern wir die Energieeffizienz unserer Lager um 50 % – mit Solaranlagen auf dem Dach, LED-Beleuchtung mit Bewegungsmeldern, Elektrostaplern und einer jährlichen Energieprüfung des Gebäudes.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Unser Nachhaltigkeitsversprechen",
  paragraphs: [
    "Für uns ist Nachhaltigkeit Teil der Frachtplanung und kein separates Programm. Die grünste Sendung ist meist auch die effizienteste: ein voller Container statt zwei halb leerer, eine Route ohne leere Rückfahrtkilometer, Fracht, die so verpackt ist, dass sie nur einmal reist und unbeschädigt ankommt.",
    "Wir messen, bevor wir versprechen. Wir erfassen den Kraftstoff- und Stromverbrauch unserer eigenen Lkw und unseres Lagers, schätzen auf Anfrage die Emissionen von Kundensendungen und berichten jedes Jahr über den Fortschritt unseres Fahrplans. Wenn eine CO₂-ärmere Option mehr kostet oder länger dauert, zeigen wir sie neben dem Standardangebot und überlassen Ihnen die Entscheidung.",
  ],
  practicesTitle: "Wie das bei einer Sendung aussieht",
  practices: [
    "Sammelgut und Ladungskonsolidierung, damit weniger halb leere Lkw und Container das Tor verlassen.",
    "Die Schiene für Container-Hinterlandverkehre nach JNPT, wo es die Laufzeiten erlauben, statt langer Straßentransporte.",
    "Mehrwegpaletten und wiederverwendbares Stau- und Sicherungsmaterial, mit hitzebehandeltem Holz nach ISPM-15 für Exportverpackungen.",
    "Papierlose Einreichung über ICEGATE und e-Sanchit sowie digitaler Zustellnachweis.",
  ],
  image: art("leaf-route", "Routenkarte eines Lieferwagens auf einem optimierten Weg zwischen zwei Punkten"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Nachhaltigkeit, die mit uns wächst",
  intro:
    "Wenn unsere Mengen wachsen, muss der Fußabdruck jeder einzelnen Sendung sinken. Diese drei Grundsätze sind fester Bestandteil unseres Wachstums und werden nicht nachträglich ergänzt.",
  image: art("solar-warehouse", "Lager mit Solarmodulen auf dem Dach, Windrädern und einem Elektrotransporter an seiner Ladestation"),
  items: [
    {
      title: "Energieeffiziente Lagerlogistik",
      text: "Unser Lager in Navi Mumbai bezieht tagsüber Strom aus der Solaranlage auf dem Dach und arbeitet mit LED-Hallenbeleuchtung, natürlicher Belüftung und batterieelektrischen Gabelstaplern. Jeder neue Standort wird nach demselben Standard geplant.",
      icon: "warehouse",
    },
    {
      title: "Ressourcenschonender Betrieb",
      text: "Tourenplanung, die Leerkilometer vermeidet, Wartung, die den Kraftstoffverbrauch der Lkw auf Nennniveau hält, wiederverwendbares Verpackungsmaterial und digitale Dokumente statt ausgedruckter Akten.",
      icon: "recycle",
    },
    {
      title: "Schrittweise Umstellung",
      text: "Wir führen Elektrofahrzeuge, Solarkapazität und umweltfreundlichere Verpackungen Schritt für Schritt ein und erproben jede Neuerung auf echten Routen, bevor wir sie ausweiten. So bleiben Service und Preise verlässlich, während die Emissionen sinken.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "Wie viel CO₂ verursacht Ihre Sendung?",
  text: "Vergleichen Sie mit unserem Emissionsrechner in wenigen Sekunden dieselbe Fracht per Luft, Straße und See.",
  label: "CO₂-Rechner öffnen",
};

export const greenCta: typeof en.greenCta = {
  heading: "Planen Sie mit uns eine CO₂-ärmere Sendung",
  text: "Nennen Sie uns Ihre Fracht und Ihre Relationen; wir schlagen Ihnen Optionen für Konsolidierung, Verkehrsträger und Routing vor – mit Kosten, Laufzeit und geschätzten Emissionen im direkten Vergleich.",
  label: "Sprechen Sie mit unserem Team",
};

// ---------------------------------------------------------------------------
// CO2 calculator
// ---------------------------------------------------------------------------

export const co2Meta: typeof en.co2Meta = {
  title: "CO₂-Rechner für Luft-, Straßen- & Seefracht | Tarang Global Logistics",
  description:
    "Schätzen Sie den CO₂-Ausstoß einer Sendung anhand von Entfernung, Frachtgewicht und Verkehrsträger und vergleichen Sie Luft, Straße und See direkt miteinander. Kostenlos, sofort, ohne Anmeldung.",
  keywords: [
    "CO2-Emissionsrechner",
    "CO2-Rechner Fracht",
    "Transportemissionen Indien",
    "Emissionsfaktor Tonnenkilometer",
    "Emissionen Luftfracht vs. Seefracht",
    "Straßengüterverkehr CO2",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Grüne Logistik",
  title: "CO₂-Emissionsrechner",
  lead: "Schätzen Sie, wie viel Kohlendioxid der Transport Ihrer Fracht per Luft, Straße oder See verursacht, und sehen Sie, wie stark die Wahl des Verkehrsträgers den Wert verändert.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "So funktioniert die Schätzung",
  paragraphs: [
    "Geben Sie ein, wie viele Kilometer Ihre Fracht zurücklegt, wie viele Tonnen sie wiegt und mit welchem Verkehrsträger sie reist. Der Rechner multipliziert die drei Werte: Entfernung × Gewicht × Emissionsfaktor – das Ergebnis sind Kilogramm CO₂.",
    "Ein Tonnenkilometer ist eine Tonne Fracht, die einen Kilometer weit befördert wird. Wer 2 Tonnen 1.000 km per Lkw befördert, kommt auf 2.000 Tonnenkilometer; bei 0,15 kg CO₂ pro Tonnenkilometer ergibt das 300 kg CO₂.",
  ],
  factorsCaption: "Verwendete Emissionsfaktoren",
  factorsUnit: "kg CO₂ pro Tonnenkilometer",
  typicalUse: {
    air: "Eilige oder hochwertige Fracht, Muster, Ersatzteile",
    road: "Inlandszustellung, Hafen- und Flughafentransfers",
    sea: "Container und Massengut auf internationalen Relationen",
  },
  basis:
    "Grundlage: indikative Tank-to-Wheel-Durchschnittswerte in kg CO₂ pro Tonnenkilometer, die nur den vom Flugzeug, Lkw oder Schiff verbrannten Kraftstoff erfassen. Kraftstoffherstellung (Well-to-Tank), Leerrückfahrten, Umschlag im Terminal und Lagerung sind nicht enthalten. Nutzen Sie das Ergebnis daher zum Vergleich von Optionen, nicht für die CO₂-Berichterstattung – diese erfordert eine Well-to-Wheel-Methode wie ISO 14083 oder das GLEC Framework mit routenspezifischen Daten.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "So senken Sie den Wert",
  items: [
    {
      title: "Wählen Sie die See, wenn die Zeit es erlaubt",
      text: "Pro Tonnenkilometer verursacht Seefracht etwa ein Dreißigstel der Emissionen von Luftfracht. Wer Bestellungen ein paar Wochen früher plant, kann Fracht oft von der Luft auf die See verlagern.",
      icon: "ship",
    },
    {
      title: "Füllen Sie den Container",
      text: "Wer Teilladungen zu vollen Lkw- und Containerladungen bündelt, senkt die gefahrenen Kilometer pro Tonne. Unser Sammelgutservice fasst Fracht auf denselben Relationen zusammen.",
      icon: "boxes",
    },
    {
      title: "Leichter und klüger verpacken",
      text: "Kartons in der richtigen Größe, leichtere Paletten und bessere Stapelung verringern Gewicht und Volumen Ihrer Sendung – und damit auch die Emissionen und die Frachtkosten.",
      icon: "package",
    },
  ],
  greenLink: "Unseren grünen Fahrplan ansehen",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "Sie möchten eine CO₂-ärmere Route für Ihre Fracht?",
  text: "Teilen Sie uns Ihre Sendungsdaten mit, und wir vergleichen Verkehrsträger, Routen und Konsolidierungsoptionen samt Kosten, Laufzeiten und Emissionen.",
  label: "Grünere Sendung planen",
};

/** Everything each page shows, as its loader sends it. */
export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
