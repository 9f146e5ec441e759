import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Dichiarazione di accessibilità | ${site.name}`,
  description: `Come ${site.name} realizza e verifica questo sito secondo le WCAG 2.2 livello AA, cosa sappiamo che non funziona ancora e come segnalarci una barriera.`,
  keywords: ["dichiarazione di accessibilità", "WCAG 2.2", "AA", "navigazione da tastiera", "lettore di schermo", "logistica"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24 novembre 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Vogliamo che chiunque spedisca con noi, o potrebbe farlo, sia in grado di leggere questo sito, trovare ciò che cerca e inviarci un messaggio, qualunque dispositivo, browser o tecnologia assistiva utilizzi.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Il nostro obiettivo sono le Linee guida per l'accessibilità dei contenuti web (WCAG) 2.2 di livello AA, su ogni pagina pubblica e sull'accesso riservato al personale. Dove non ci riusciamo lo diciamo qui sotto, e lo trattiamo come un difetto da correggere.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Controlli automatici in un browser reale",
    text: "Ogni pagina pubblica viene aperta in Chromium e analizzata con axe alla ricerca di errori WCAG di livello A e AA, sia nel tema chiaro sia in quello scuro.",
  },
  {
    title: "Tastiera",
    text: "I test nel browser percorrono la navigazione, il menu mobile e i moduli usando soltanto la tastiera, e verificano che il focus sia visibile e arrivi dove deve.",
  },
  {
    title: "Contrasto misurato sui pixel",
    text: "Il testo sopra le fotografie viene verificato rispetto ai pixel effettivamente visualizzati sotto di esso, con larghezze da smartphone e da desktop, in entrambi i temi e in arabo da destra a sinistra, e deve garantire un rapporto di 4,5:1. I bordi dei campi dei moduli devono garantire 3:1.",
  },
  {
    title: "Screenshot e layout",
    text: "Esaminiamo screenshot delle pagine a 360 e 1440 pixel di larghezza in entrambi i temi, e un test verifica che nessuna pagina scorra lateralmente a 320 pixel.",
  },
  {
    title: "Senza JavaScript e in stampa",
    text: "Le pagine vengono fornite come HTML completo prima che venga eseguito qualsiasi script (un test le legge prima che gli script partano), e un foglio di stile dedicato alla stampa riproduce solo il contenuto, scuro su bianco, con gli indirizzi dei link scritti per esteso.",
  },
  {
    title: "Movimento",
    text: "Il filmato di sfondo e le presentazioni si fermano su richiesta e restano immobili per chi imposta nel proprio sistema la riduzione del movimento.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Gli articoli del blog sono mostrati nella lingua in cui sono stati scritti.",
  "Le fotografie e le illustrazioni puramente decorative non hanno una descrizione testuale; quelle che veicolano informazioni le descrivono nel testo accanto.",
  "L'area riservata al personale, dietro l'accesso, viene analizzata con axe, ma verificata in modo meno approfondito rispetto alle pagine pubbliche.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Se qualcosa su questo sito Le impedisce di procedere, o rende un'operazione più difficile del dovuto, ce lo segnali: quale pagina, cosa stava cercando di fare e, se desidera indicarlo, il browser o la tecnologia assistiva che utilizza.",
  email: site.email,
  answer:
    "Ogni messaggio viene letto da una persona; finché la barriera non sarà eliminata, Le forniremo le informazioni o raccoglieremo la Sua richiesta per e-mail o per telefono.",
};
