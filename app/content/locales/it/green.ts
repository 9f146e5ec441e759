import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

export const greenMeta: typeof en.greenMeta = {
  title: "Logistica verde e piano di sostenibilità | Tarang Global Logistics",
  description:
    "Il nostro piano verde: emissioni di carbonio ridotte del 30% entro il 2030, 25% di veicoli elettrici per l'ultimo miglio entro il 2032 ed efficienza energetica migliorata del 50% entro il 2028, dalla nostra sede di Navi Mumbai.",
  keywords: [
    "logistica verde India",
    "spedizioni internazionali sostenibili",
    "consegne ultimo miglio elettriche Mumbai",
    "magazzino a basso consumo energetico Navi Mumbai",
    "riduzione emissioni logistica",
    "spedizioni a basse emissioni di carbonio",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Logistica verde",
  title: "Muovere il commercio dell'India con un'impronta più leggera",
  lead: "Carichi più completi, veicoli più puliti e magazzini efficienti: il nostro piano per ridurre le emissioni di carbonio di ogni spedizione che gestiamo, con obiettivi che pubblichiamo e rendicontiamo ogni anno.",
  action: "Stimi la CO₂ della Sua spedizione",
};

export const roadmap: typeof en.roadmap = {
  title: "La nostra missione e il piano verde",
  missionLabel: "La nostra missione",
  mission:
    "Trasportare la merce dei nostri clienti con il minimo di carbonio, carburante e sprechi che il lavoro consente, senza rinunciare all'affidabilità su cui contano.",
  intro:
    "Tre obiettivi con scadenza, misurati rispetto alla nostra operatività del 2023, trasformano questa missione in un lavoro verificabile. Esaminiamo i progressi ogni trimestre e li pubblichiamo una volta all'anno.",
  image: art("ev-fleet", "Furgoni elettrici per le consegne in ricarica sotto una pensilina solare prima dei loro giri in città"),
  targets: [
    {
      figure: "30%",
      year: 2030,
      title: "Ridurre le emissioni di carbonio",
      text: "Ridurre le nostre emissioni di carbonio del 30% entro il 2030 grazie a camion e container più pieni, carichi di ritorno pianificati, motori meglio manutenuti e ferrovia per le tratte interne verso JNPT, dove gli orari lo consentono.",
      icon: "leaf",
    },
    {
      figure: "25%",
      year: 2032,
      title: "Ultimo miglio elettrico",
      text: "Rendere elettrico il 25% della nostra flotta per l'ultimo miglio entro il 2032, cominciando dai percorsi urbani brevi e prevedibili tra il nostro magazzino, i container freight station (CFS) e i clienti di Mumbai e Pune.",
      icon: "zap",
    },
    {
      figure: "50%",
      year: 2028,
      title: "Efficienza energetica",
      text: "Migliorare del 50% l'efficienza energetica dei nostri magazzini entro il 2028 con il fotovoltaico sul tetto, illuminazione LED con sensori di movimento, carrelli elevatori elettrici e una verifica energetica dell'edificio ogni anno.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Il nostro impegno per la sostenibilità",
  paragraphs: [
    "Per noi la sostenibilità fa parte del modo in cui si pianificano le spedizioni, non è un programma a parte. La spedizione più verde di solito è anche la più efficiente: un container pieno invece di due mezzi vuoti, un percorso senza chilometri di ritorno a vuoto, merce imballata per viaggiare una volta sola e arrivare integra.",
    "Misuriamo prima di promettere. Monitoriamo il carburante e l'elettricità consumati dai nostri camion e dal nostro magazzino, stimiamo su richiesta le emissioni delle spedizioni dei clienti e rendicontiamo ogni anno i progressi del nostro piano. Quando un'opzione a minori emissioni costa di più o richiede più tempo, la presentiamo accanto al preventivo standard e lasciamo a Lei la decisione.",
  ],
  practicesTitle: "Come si traduce in una spedizione",
  practices: [
    "Groupage e consolidamento dei carichi, così escono dal gate meno camion e container semivuoti.",
    "Ferrovia per le tratte interne dei container verso JNPT, dove i tempi di transito lo consentono, invece di lunghi trasporti su strada.",
    "Pallet e materiali di stivaggio riutilizzabili, con legno trattato termicamente secondo ISPM-15 per gli imballaggi da esportazione.",
    "Presentazione dei documenti senza carta tramite ICEGATE ed e-Sanchit, e prova di consegna digitale.",
  ],
  image: art("leaf-route", "Mappa del percorso di un camion per le consegne che segue un tragitto ottimizzato tra due punti"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Una sostenibilità che cresce con noi",
  intro:
    "Man mano che i nostri volumi crescono, l'impronta di ogni spedizione deve diminuire. Questi tre principi sono integrati nel modo in cui ci espandiamo, non aggiunti in un secondo momento.",
  image: art("solar-warehouse", "Magazzino con pannelli solari sul tetto, turbine eoliche e un furgone elettrico al punto di ricarica"),
  items: [
    {
      title: "Magazzini a basso consumo energetico",
      text: "Il nostro magazzino di Navi Mumbai utilizza di giorno l'energia del fotovoltaico sul tetto, con illuminazione LED per grandi altezze, ventilazione naturale e carrelli elevatori elettrici a batteria. Ogni nuova struttura che aggiungiamo è progettata secondo lo stesso standard.",
      icon: "warehouse",
    },
    {
      title: "Operatività attenta alle risorse",
      text: "Una pianificazione dei percorsi che evita i chilometri a vuoto, una manutenzione che mantiene i camion ai consumi di targa, materiali di imballaggio riutilizzabili e documenti digitali invece di fascicoli stampati.",
      icon: "recycle",
    },
    {
      title: "Integrazione graduale",
      text: "Introduciamo veicoli elettrici, capacità solare e imballaggi più ecologici passo dopo passo, mettendo alla prova ciascuno su percorsi reali prima di estenderlo, così servizio e prezzi restano affidabili mentre le emissioni diminuiscono.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "Quanta CO₂ emette la Sua spedizione?",
  text: "Confronti in pochi secondi la stessa merce per via aerea, stradale e marittima con il nostro calcolatore di emissioni.",
  label: "Apra il calcolatore di CO₂",
};

export const greenCta: typeof en.greenCta = {
  heading: "Pianifichi con noi una spedizione a minori emissioni",
  text: "Ci indichi la Sua merce e le Sue rotte: Le proporremo opzioni di consolidamento, modalità e itinerario, con costi, tempi di transito ed emissioni stimate a confronto.",
  label: "Parli con il nostro team",
};

export const co2Meta: typeof en.co2Meta = {
  title: "Calcolatore di CO₂ per trasporto aereo, stradale e marittimo | Tarang Global Logistics",
  description:
    "Stimi la CO₂ di una spedizione in base a distanza, peso della merce e modalità di trasporto, e confronti aereo, strada e mare. Gratuito, immediato, senza registrazione.",
  keywords: [
    "calcolatore emissioni CO2",
    "calcolo emissioni trasporto merci",
    "emissioni spedizioni India",
    "fattore di emissione tonnellata-km",
    "emissioni trasporto aereo e marittimo a confronto",
    "CO2 trasporto su strada",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Logistica verde",
  title: "Calcolatore delle emissioni di CO₂",
  lead: "Stimi l'anidride carbonica emessa trasportando la Sua merce per via aerea, stradale o marittima, e veda quanto cambia a seconda della modalità scelta.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "Come funziona la stima",
  paragraphs: [
    "Inserisca quanti chilometri percorre la Sua merce, quante tonnellate pesa e con quale modalità viaggia. Il calcolatore moltiplica i tre valori: distanza × peso × fattore di emissione, ottenendo i chilogrammi di CO₂.",
    "Una tonnellata-km corrisponde a una tonnellata di merce trasportata per un chilometro. Trasportare 2 tonnellate per 1.000 km su strada equivale a 2.000 tonnellate-km; con 0,15 kg di CO₂ per tonnellata-km, il risultato è 300 kg di CO₂.",
  ],
  factorsCaption: "Fattori di emissione utilizzati",
  factorsUnit: "kg di CO₂ per tonnellata-km",
  typicalUse: {
    air: "Merce urgente o di alto valore, campioni, ricambi",
    road: "Consegne nazionali, trasferimenti da e verso porti e aeroporti",
    sea: "Container e rinfuse sulle rotte internazionali",
  },
  basis:
    "Base di calcolo: medie indicative tank-to-wheel in kg di CO₂ per tonnellata-km, che considerano solo il carburante consumato da aereo, camion o nave. La produzione del carburante (well-to-tank), i viaggi di ritorno a vuoto, la movimentazione nei terminal e il magazzinaggio non sono inclusi: usi quindi il risultato per confrontare le opzioni e non per la rendicontazione delle emissioni, che richiede un metodo well-to-wheel come la ISO 14083 o il GLEC Framework con dati specifici del percorso.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "Come ridurre il valore",
  items: [
    {
      title: "Scelga il mare quando i tempi lo permettono",
      text: "Per tonnellata-km, il trasporto marittimo emette circa un trentesimo di quello aereo. Pianificare gli ordini qualche settimana prima spesso permette di spostare la merce dall'aereo alla nave.",
      icon: "ship",
    },
    {
      title: "Sfrutti tutto lo spazio di carico",
      text: "Consolidare carichi parziali in camion e container completi riduce i chilometri percorsi per tonnellata. Il nostro servizio di groupage riunisce merci che viaggiano sulle stesse rotte.",
      icon: "boxes",
    },
    {
      title: "Imballi in modo più leggero e intelligente",
      text: "Cartoni della misura giusta, pallet più leggeri e un impilamento migliore riducono il peso e il volume spediti, e con essi le emissioni e il costo del nolo.",
      icon: "package",
    },
  ],
  greenLink: "Scopra il nostro piano verde",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "Desidera un itinerario a minori emissioni per la Sua merce?",
  text: "Ci indichi i dettagli della spedizione e confronteremo modalità, itinerari e opzioni di consolidamento con i relativi costi, tempi di transito ed emissioni.",
  label: "Pianifichi una spedizione più verde",
};

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
