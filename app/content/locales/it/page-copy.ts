import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Avvia il video di sfondo",
  pauseVideo: "Metti in pausa il video di sfondo",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "Dal {founded}",
  heroTitle: "Chi è {name}",
  heroLead:
    "Fondata nel {founded} come {formerName} e rinominata nel {renamed}, trasportiamo merci per esportatori e importatori indiani dalla nostra sede di Navi Mumbai.",
  storyEyebrow: "La nostra storia",
  commitmentEyebrow: "Il nostro impegno",
  foundationsEyebrow: "Ciò su cui poggiamo",
  foundationsTitle: "Le nostre fondamenta",
  valuesEyebrow: "Come lavoriamo",
  valuesTitle: "I nostri cinque valori",
  philosophyLink: "Scopra la nostra missione, la nostra visione e i nostri valori",
  howItWorksLink: "Veda passo dopo passo come gestiamo una spedizione",
  leadershipEyebrow: "Direzione",
  leadershipTitle: "Le persone che ci guidano",
  cta: {
    heading: "Parli con il team che segue la Sua merce",
    text: "Ci descriva le Sue spedizioni e Le metteremo in contatto con lo specialista giusto.",
    label: "Contatti il nostro team",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "La nostra filosofia",
  title: "Missione, visione e valori",
  sectionTitle: "Ciò che guida ogni spedizione",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Il nostro team",
  action: "Vada alla pagina Chi siamo",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Come funziona",
  title: "Dalla richiesta alla consegna",
  sectionTitle: "Sei fasi, un unico team responsabile",
  stepLabel: "Fase {number}:",
  cta: {
    heading: "Iniziamo con una conversazione",
    text: "Ci indichi merce, tratta e tempistiche: entro 24 ore Le invieremo un piano e un preventivo.",
  },
};

const servicesLead =
  "Spedizioni internazionali, sdoganamento, magazzinaggio, trasporto su strada e i servizi specialistici che li completano, gestiti da un unico team a Navi Mumbai.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `I nostri servizi | ${site.name}`,
    description: servicesLead,
    keywords: [
      "servizi logistici India",
      "spedizioniere internazionale",
      "sdoganamento",
      "magazzinaggio",
      "trasporto su strada",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Cosa facciamo",
  title: "I nostri servizi",
  lead: servicesLead,
  sectionEyebrow: "Dodici servizi, un solo partner",
  sectionTitle: "Tutto ciò di cui la Sua merce ha bisogno tra fabbrica e acquirente",
  intro:
    "Prenoti un singolo servizio oppure ci affidi l'intero percorso. Ogni spedizione ha un coordinatore dedicato e lo stesso team alle spalle, dal primo preventivo alla consegna finale. {link}.",
  introLink: "Veda passo dopo passo come si muove una spedizione con noi",
  pauseRotation: "Metti in pausa la rotazione delle immagini",
  resumeRotation: "Riprendi la rotazione delle immagini",
  cardLinkContext: "su {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Torna a tutti i servizi",
  playSlideshow: "Avvia la presentazione",
  pauseSlideshow: "Metti in pausa la presentazione",
  asideLabel: "Indice e contatti",
  onThisPage: "In questa pagina",
  speakToSpecialist: "Parli con uno specialista",
  hours: "{days}, {time}",
  stepLabel: "Fase {number}:",
  moreTitle: "Scopra gli altri nostri servizi",
};

const industriesLead =
  "Logistica su misura per le merci di tredici settori, dalla chimica fine e dal farmaceutico ai macchinari pesanti e agli impianti di trattamento delle acque.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Settori serviti | ${site.name}`,
    description: industriesLead,
    keywords: [
      "logistica settoriale India",
      "logistica prodotti chimici",
      "logistica farmaceutica",
      "trasporti project cargo",
      "trasporto merci pericolose",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Con chi lavoriamo",
  title: "Settori serviti",
  lead: industriesLead,
  sectionEyebrow: "Competenza settoriale",
  sectionTitle: "Ogni merce ha le sue regole",
  intro:
    "Dichiarazioni per merci pericolose, registrazioni delle temperature, permessi per trasporti fuori sagoma, certificati fitosanitari: sappiamo di cosa hanno bisogno le spedizioni di ogni settore prima che arrivino in porto.",
  cardLinkContext: "su {title}",
  otherTitle: "Il Suo settore non è nell'elenco?",
  otherText:
    "Trasportiamo anche tessili, elettronica, prodotti alimentari, mobili e project cargo. Ci dica cosa spedisce e organizzeremo tutto in base ai documenti, all'imballaggio e alle regole di movimentazione che la Sua merce richiede.",
  otherLink: "Parli con il nostro team",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Tutti i settori",
  heroEyebrow: "Settori serviti",
  expertiseEyebrow: "Come La aiutiamo",
  expertiseTitle: "Competenza di settore",
  asideLabel: "Contatti e altri settori",
  otherIndustries: "Altri settori",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "entro il {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Chi siamo e a cosa si applica questa informativa",
  updated: "Ultimo aggiornamento: {date}",
  collectedTitle: "Quali dati raccogliamo, perché e per quanto tempo",
  through: "Tramite {link}.",
  collected: "Dati raccolti",
  purpose: "Finalità",
  retention: "Periodo di conservazione",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Dichiarazione di accessibilità",
  title: "Un sito che tutti possono usare",
  reviewed: "Ultima verifica: {date}",
  targetTitle: "Il nostro obiettivo: WCAG 2.2 AA",
  testingTitle: "Come effettuiamo i test",
  limitsTitle: "Limiti noti",
  barriersTitle: "Ci segnali una barriera",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Pagina non trovata | ${site.name}`,
    description: `La pagina che cerca è stata spostata o non è mai esistita. Sul sito di ${site.name} trova i nostri servizi, i settori serviti, il blog e i recapiti.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Questa sezione è in preparazione",
  text: "Stiamo completando questa parte del sito. Il nostro team può già aiutarLa in tutto ciò che tratterà: ci chiami o ci scriva e uno specialista Le risponderà entro {replyTime}.",
};
