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
  title: "Risultati e certificazioni | Tarang Global Logistics",
  description:
    "Oltre 15 anni, più di 1.500 clienti, oltre 15.000 consegne e più di 500 città servite da Navi Mumbai. Tarang Global Logistics è membro WCA, certificata AEO e certificata ISO 9001:2015.",
  keywords: [
    "Tarang Global Logistics risultati",
    "spedizioniere certificato AEO",
    "membro WCA India",
    "azienda di logistica ISO 9001:2015",
    "doganalista Navi Mumbai",
    "certificazioni logistica India",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Risultati",
  title: `${yearsInBusiness()} anni di merci consegnate e le certificazioni che li garantiscono`,
  lead: `Dal ${site.founded} sdoganiamo, immagazziniamo e trasportiamo merci per esportatori e importatori in tutta l'India. I numeri qui sotto sono il risultato; le certificazioni sono il modo in cui continuiamo a meritarli.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Il nostro lavoro in cifre",
  intro:
    "Contati dai nostri registri di spedizione, non stimati. Ogni cifra è cominciata con un cliente, una dichiarazione di esportazione e un camion al gate di Nhava Sheva.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Anni di esperienza nel settore",
    detail: `Servizi doganali dal ${site.founded}, spedizioni internazionali complete dal ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Clienti soddisfatti",
    detail: "Produttori, commercianti ed esportatori, molti con noi da oltre dieci anni.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Consegne andate a buon fine",
    detail: "Container, spedizioni aeree e carichi su camion consegnati con prova di consegna.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Città servite",
    detail: "Porta a porta in tutta l'India e all'estero tramite la nostra rete di partner.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Certificazioni e affiliazioni",
  intro:
    "Enti indipendenti verificano il nostro modo di lavorare. Queste credenziali significano che la Sua merce viene gestita in ogni fase secondo procedure documentate e controllate.",
};

export const credentials: typeof en.credentials = [
  {
    title: "Membro WCA",
    issuer: "Rete WCA di spedizionieri indipendenti",
    text: "L'adesione alla rete WCA ci garantisce agenti partner selezionati a destinazione, con tutela dei pagamenti e standard di servizio che ogni membro è tenuto a rispettare: la Sua merce è in mani conosciute a entrambe le estremità.",
    image: badge("wca", "Badge di membro WCA per le spedizioni internazionali"),
  },
  {
    title: "Certificazione AEO",
    issuer: "Central Board of Indirect Taxes and Customs (CBIC), autorità doganale indiana",
    text: "In qualità di Operatore Economico Autorizzato riconosciuto dalla dogana indiana, rispettiamo standard verificati in materia di sicurezza, tenuta dei registri e conformità, a vantaggio di uno sdoganamento più rapido e prevedibile per la merce dei nostri clienti.",
    image: badge("aeo", "Badge di certificazione AEO: Operatore Economico Autorizzato, dogana indiana"),
  },
  {
    title: "Certificazione ISO 9001:2015",
    issuer: "Sistema di gestione della qualità",
    text: "Il nostro sistema di gestione della qualità per spedizioni internazionali, sdoganamento e magazzinaggio è certificato ISO 9001:2015, con processi documentati, audit interni e azioni correttive quando qualcosa non va.",
    image: badge("iso", "Badge di certificazione ISO 9001:2015: sistema di gestione della qualità"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "Cosa significano queste credenziali per la Sua spedizione",
  points: [
    "Dichiarazioni di esportazione e di importazione preparate secondo procedure controllate, quindi meno richieste in fase di accertamento.",
    "Partner a destinazione selezionati tramite la rete WCA, non scelti da un elenco.",
    "Reclami registrati, analizzati e chiusi con un'azione correttiva, come richiede il nostro sistema ISO.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `Metta ${yearsInBusiness()} anni di esperienza al servizio della Sua prossima spedizione`,
  text: "Ci dica cosa spedisce e dove: entro 24 ore uno specialista Le risponderà con un itinerario, una tempistica e un preventivo chiaro.",
  label: "Parli con il nostro team",
};

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
