import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Lavoro e tirocini nella logistica a Navi Mumbai | Tarang Global Logistics",
  description:
    "Tirocini di 2, 3 o 6 mesi e posizioni professionali nelle spedizioni internazionali, nello sdoganamento e nel magazzinaggio presso Tarang Global Logistics, Navi Mumbai. Si candidi online.",
  keywords: [
    "tirocinio logistica Navi Mumbai",
    "lavoro spedizioni internazionali Mumbai",
    "lavoro sdoganamento",
    "lavoro magazzino Navi Mumbai",
    "carriera nella logistica India",
    "Tarang Global Logistics lavora con noi",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Lavora con noi",
  title: "Costruisca una carriera che fa muovere il commercio dell'India",
  lead: "Impari dogana, spedizioni e magazzinaggio da chi li pratica ogni giorno. Tirocini per studenti e neolaureati e posizioni professionali per persone con esperienza, presso il nostro ufficio e il nostro magazzino di Navi Mumbai.",
  action: "Si candidi ora",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Perché lavorare con noi",
  items: [
    {
      title: "Una visione dell'intera catena",
      text: "Da una dichiarazione di esportazione presentata su ICEGATE a un container caricato a Nhava Sheva, impara come si collega ogni parte di una spedizione, non un solo compito circoscritto.",
      icon: "route",
    },
    {
      title: "Responsabilità reali fin da subito",
      text: "Tirocinanti e nuovi assunti lavorano su spedizioni reali affiancati da un tutor. Un lavoro accurato e affidabile viene notato e presto premiato con nuovi incarichi.",
      icon: "target",
    },
    {
      title: "Crescere con l'azienda",
      text: "Diversi nostri responsabili di team sono entrati come tirocinanti o praticanti. Finanziamo la formazione e sosteniamo i colleghi che si preparano all'esame di abilitazione a Customs Broker (doganalista).",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Due modi per entrare nel team",
  intro: "Scelga il percorso adatto al punto in cui si trova oggi. Per entrambi ci si candida con lo stesso modulo qui sotto.",
  tabsLabel: "Percorsi di carriera",
};

export const internships: typeof en.internships = {
  tab: "Imparare e crescere con noi",
  heading: "Tirocini",
  intro:
    "Per studenti e neolaureati in economia, management, commercio internazionale e logistica che desiderano un'esperienza pratica. Entrerà a far parte di un reparto operativo e ogni settimana un tutor esaminerà con Lei i Suoi progressi.",
  body: [
    {
      months: 2,
      text: "Un'introduzione al settore: affianca i nostri reparti dogana e operativo, impara quali documenti accompagnano una spedizione in esportazione e aiuta a preparare checklist e fascicoli di spedizione.",
    },
    {
      months: 3,
      text: "Si occupa di un progetto definito accanto al lavoro quotidiano, ad esempio il monitoraggio delle tappe di spedizioni in corso, la preparazione di confronti tra tariffe di nolo o l'organizzazione dei report di giacenza del magazzino.",
    },
    {
      months: 6,
      text: "Lavora come parte integrante di un reparto: redige bozze di dichiarazioni di esportazione e di importazione da sottoporre a revisione, coordina i ritiri con gli autotrasportatori e segue le spedizioni dalla prenotazione alla prova di consegna.",
    },
  ],
  listTitle: "Dove lavorano i tirocinanti",
  list: [
    "Documentazione doganale e presentazione su ICEGATE",
    "Operazioni di trasporto marittimo e aereo",
    "Magazzinaggio e gestione delle scorte",
    "Supporto commerciale e assistenza clienti",
  ],
  perksTitle: "Cosa ne ricava",
  perks: [
    "Un rimborso mensile e un attestato di fine tirocinio",
    "Un tutor del reparto in cui entra",
    "Una lettera di referenze se il Suo lavoro si distingue",
    "Una corsia preferenziale per le posizioni da praticante",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Guidare ed eccellere con noi",
  heading: "Posizioni professionali",
  intro:
    "Per persone con esperienza nelle spedizioni internazionali, nei servizi doganali, nel magazzinaggio, nei trasporti e nelle vendite. Assumiamo professionisti che si fanno carico della merce dei clienti e vogliono costruire con noi qualcosa di duraturo.",
  body: [
    {
      title: "Selezione dei curricula",
      text: "Le risorse umane e il reparto che assume valutano ogni candidatura rispetto al ruolo. Se il Suo profilo è adatto, La contattiamo entro due settimane.",
    },
    {
      title: "Colloquio con le risorse umane",
      text: "Una conversazione con il nostro team risorse umane, per telefono o di persona, sulla Sua esperienza, su ciò che cerca, sul Suo periodo di preavviso e sulle Sue aspettative.",
    },
    {
      title: "Colloquio finale con i responsabili di reparto",
      text: "Un confronto pratico con i responsabili del reparto in cui entrerebbe, spesso a partire da un caso reale del loro lavoro. Puntiamo a confermare la nostra decisione entro una settimana.",
    },
  ],
  listTitle: "I team per cui assumiamo",
  list: [
    "Sdoganamento e documentazione",
    "Operazioni di trasporto marittimo e aereo",
    "Supervisione del magazzino e gestione delle scorte",
    "Sviluppo commerciale e key account",
    "Contabilità e conformità",
  ],
  perksTitle: "Cosa offriamo",
  perks: [
    "Retribuzione allineata al mercato della logistica di Mumbai, rivista ogni anno",
    "Assicurazione sanitaria collettiva",
    "Formazione e certificazioni finanziate dall'azienda",
    "Percorsi chiari verso ruoli senior e dirigenziali",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "Come selezioniamo";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Scelga la durata";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Non chiediamo mai denaro ai candidati",
  text: `${site.name} non addebita mai commissioni né chiede depositi in nessuna fase della selezione: né per le candidature, né per i colloqui, la formazione, le divise o le lettere di assunzione. I messaggi autentici provengono solo da un indirizzo @${officialDomain}. Se qualcuno Le chiede di pagare a nostro nome, non paghi e lo segnali a`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Si candidi ora",
  intro:
    "Un unico modulo per tirocini e posizioni professionali. Ci parli brevemente di sé e del lavoro che cerca: servono circa cinque minuti.",
};

export const applyTips: typeof en.applyTips = {
  title: "Prima di candidarsi",
  items: [
    "Nel modulo scelga tirocinio o posizione professionale. Per un tirocinio indichi nel messaggio la durata che preferisce (2, 3 o 6 mesi) e da quando è disponibile.",
    "Alleghi il Suo curriculum in PDF di dimensioni inferiori a 5 MB. È facoltativo, ma ci aiuta a preselezionare più rapidamente.",
    "Ogni candidatura viene letta da una persona; i candidati preselezionati ricevono nostre notizie entro due settimane.",
  ],
  emailNote: "Preferisce l'e-mail? Invii il Suo curriculum a",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "Domande prima di candidarsi?",
  text: "Ci scriva o chiami il nostro ufficio: il nostro team risorse umane sarà lieto di darLe maggiori informazioni su una posizione o un tirocinio.",
  label: "Ci contatti",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "Al momento non ci sono posizioni aperte: ci invii comunque il Suo curriculum",
  title: "Posizioni aperte",
  intro:
    "I ruoli per cui stiamo assumendo ora. Per ciascuno sono indicati la sede, l'esperienza richiesta e l'ultimo giorno utile per candidarsi.",
  filtersLabel: "Filtra le posizioni aperte",
  department: "Reparto",
  allDepartments: "Tutti i reparti",
  location: "Sede",
  allLocations: "Tutte le sedi",
  type: "Tipo",
  allTypes: "Tutti i tipi",
  apply: "Mostra posizioni",
  clear: "Azzera filtri",
  noMatch: "Nessuna posizione aperta corrisponde a questi filtri.",
  closesOn: "Candidature entro il",
  view: "Veda la posizione",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "Tutte le posizioni aperte",
  applyAction: "Si candidi per questa posizione",
  factsTitle: "In sintesi",
  facts: {
    department: "Reparto",
    location: "Sede",
    type: "Tipo",
    experience: "Esperienza",
    salary: "Retribuzione",
    posted: "Pubblicata il",
    closes: "Candidature entro il",
  },
  applyTitle: "Si candidi per questa posizione",
  applyIntro:
    "Il modulo qui sotto viene inviato al team che seleziona per questa posizione. Ci parli brevemente di sé e del perché il ruolo fa per Lei; un curriculum ci aiuta a preselezionare più rapidamente.",
  closedTitle: "Questa posizione è chiusa",
  closedText:
    "Non accettiamo più candidature per questa posizione. Dia un'occhiata alle posizioni aperte ora, oppure ci invii una candidatura spontanea.",
  closedAction: "Veda le posizioni aperte",
};

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
